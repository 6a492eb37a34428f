/**
 * The signed-in person's user record (GET /user/{userId}) and the guest cart's move into it at
 * sign-in (POST /user/{userId}/cart/merge). The user id is the Cognito `sub`.
 */
import type { CartItem } from '@shared/cart';
import { frameMessages } from '@shared/frame-messages';
import type { User } from '@shared/users';
import { api, ApiError } from '@/lib/api-client';
import { guestCartKey } from '@/lib/guest-cart-storage';
import { queryClient } from '@/lib/query-client';

/** After a fresh sign-up the record may not exist yet; ask 10 times, 1 s apart. */
export const USER_FETCH_ATTEMPTS = 10;
const USER_FETCH_DELAY_MS = 1000;

/** Where the user record lives in the query cache; the session reads it from there. */
export const userKey = (userId: string) => ['user', userId] as const;

/** Puts an answer that carries the whole record (e.g. after adding an address) into the cache. */
export const storeUserRecord = (user: User): void => void queryClient.setQueryData(userKey(user._id), user);

/** Puts the cart a cart route answered with into the cached record: no need to read it back. */
export const storeCart = (userId: string, cart: CartItem[]): void => void queryClient.setQueryData<User>(userKey(userId), (user) => user && { ...user, cart });

export async function fetchUserRecord(userId: string, signal?: AbortSignal): Promise<User> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await api('GET /user/{userId}', { params: { userId }, signal });
    } catch (error) {
      const missing = error instanceof ApiError && error.status === 404;
      if (!missing || attempt >= USER_FETCH_ATTEMPTS || signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, USER_FETCH_DELAY_MS));
    }
  }
}

let readAtStart: { userId: string; record: Promise<User> } | undefined;

/** Starts reading the record of the person signed in when the app starts, for the session keeper to take over (firstUserRecord). */
export function readUserRecordAtStart(userId: string): void {
  const record = fetchUserRecord(userId);
  record.catch(() => undefined); // the keeper, which takes it over, reports a failure
  readAtStart = { userId, record };
}

/** The record read at the app's start for `userId`, taken once; otherwise a fresh read. */
export function firstUserRecord(userId: string): Promise<User> {
  const started = readAtStart;
  readAtStart = undefined;
  return started?.userId === userId ? started.record : fetchUserRecord(userId);
}

/** What the shopper reads when the record cannot be had: the session expired, is invalid, or the error's message. */
export function userProblemOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return frameMessages.sessionExpired;
  if (error instanceof ApiError && error.status === 403) return frameMessages.invalidSession;
  return error instanceof Error && error.message ? error.message : frameMessages.invalidSession;
}

let merging: Promise<User['cart'] | undefined> | undefined;

/**
 * Moves the guest cart into the server cart and empties it; answers the merged cart, or undefined
 * when there was nothing to merge. One merge at a time: a second caller (the sign-in event and
 * the start-up check can overlap) waits for the first and then finds the guest cart empty, so no
 * quantity is ever added twice. A failed merge keeps the guest cart for the next sign-in.
 */
export function mergeGuestCart(userId: string): Promise<User['cart'] | undefined> {
  const run = async () => {
    // Nothing kept: nothing to merge, and nothing to load for it.
    if (!hasGuestCart()) return undefined;
    // The guest cart's reading (its schema, and zod) is fetched at sign-in, not with every page.
    const [{ readGuestCart, writeGuestCart }, { selectionOf }] = await Promise.all([import('@/lib/guest-cart'), import('@shared/cart')]);
    const lines = readGuestCart();
    if (lines.length === 0) return undefined;
    const body = { cartItems: lines.map(selectionOf) };
    const { cart } = await api('POST /user/{userId}/cart/merge', { params: { userId }, body });
    writeGuestCart([]);
    return cart;
  };
  const next = (merging ?? Promise.resolve()).catch(() => undefined).then(run);
  merging = next;
  return next;
}

/** Whether a guest cart is kept in this browser at all (storage blocked: none can be). */
function hasGuestCart(): boolean {
  try {
    return localStorage.getItem(guestCartKey) !== null;
  } catch {
    return false;
  }
}
