/**
 * The guest cart: a shopper who is not signed in keeps the cart in local storage under
 * `guestCart`. Lines that no longer read as cart items are skipped, not fatal. It is
 * in lib rather than the cart feature because signing in (lib/auth) moves it into the server cart.
 */
import { addLine, cartCount, cartItemSchema, MAX_CART_LINES, OptionUnavailable, removeLine, setLineQuantity, type CartItem } from '@shared/cart';
import { messages } from '@shared/messages';
import { guestCartChanged, guestCartKey } from './guest-cart-storage';

export function readGuestCart(): CartItem[] {
  return parseGuestCart(localStorage.getItem(guestCartKey));
}

function parseGuestCart(raw: string | null): CartItem[] {
  let stored: unknown;
  try {
    stored = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((line) => {
    const parsed = cartItemSchema.safeParse(line);
    return parsed.success ? [parsed.data] : [];
  });
}

export function writeGuestCart(cart: readonly CartItem[]): void {
  if (cart.length === 0) localStorage.removeItem(guestCartKey);
  else localStorage.setItem(guestCartKey, JSON.stringify(cart));
  window.dispatchEvent(new Event(guestCartChanged));
}

/**
 * Adds a resolved line; the same choice made again adds to that line's quantity instead. A new
 * line past the server cart's cap is refused, so the cart still fits when the guest signs in.
 */
export function addToGuestCart(line: CartItem): CartItem[] {
  const next = addLine(readGuestCart(), line);
  if (next.length > MAX_CART_LINES) throw new OptionUnavailable(messages.cartFull(MAX_CART_LINES));
  writeGuestCart(next);
  return next;
}

/** Removes the line at `index`; an index outside the cart is refused (removeLine). */
export function removeFromGuestCart(index: number): CartItem[] {
  const next = removeLine(readGuestCart(), index);
  writeGuestCart(next);
  return next;
}

/** Sets the quantity of the line at `index`, kept between 1 and the most one line holds (setLineQuantity). */
export function setGuestQuantity(index: number, quantity: number): CartItem[] {
  const next = setLineQuantity(readGuestCart(), index, quantity);
  writeGuestCart(next);
  return next;
}

// A page needs the same array back while the stored text has not changed.
let cached: { raw: string; cart: CartItem[] } | undefined;
/** The lines of a stored guest cart that read as cart items (guest-cart-lines.ts, for a page). */
export function guestCartOf(raw: string): CartItem[] {
  if (cached?.raw !== raw) cached = { raw, cart: parseGuestCart(raw) };
  return cached.cart;
}

/** How many things a stored guest cart holds, counting only the lines that read as cart items. */
export const countOf = (raw: string): number => cartCount(parseGuestCart(raw));
