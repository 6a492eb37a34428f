/**
 * Placing an order once per checkout attempt: a repeat of an attempt (a double click, a retry
 * after a lost answer, twenty requests at once) answers the order the first request placed.
 */
import { claimCheckoutAttempt, releaseCheckoutAttempt } from '../../data/checkout-attempts';
import { getOrder } from '../../data/orders';
import { Conflict } from '../../kit/errors';

/** How long a repeat waits for the first request to finish writing its order. */
const WAIT_MS = 3000;
const STEP_MS = 50;

/**
 * Claims `attemptId` for `orderId`. Undefined when this request claimed it (it goes on to place
 * the order); otherwise the id of the order another request placed for it, once that is written.
 */
export async function orderOfEarlierAttempt(userId: string, attemptId: string, orderId: string): Promise<string | undefined> {
  const claimed = await claimCheckoutAttempt(userId, attemptId, orderId);
  if (claimed === orderId) return undefined;
  for (let waited = 0; waited < WAIT_MS; waited += STEP_MS) {
    if (await getOrder(claimed)) return claimed;
    await new Promise((resolve) => setTimeout(resolve, STEP_MS));
  }
  throw new Conflict('Your order is still being placed. Please try again in a moment.');
}

/** Writes the order, giving the attempt back if the write fails, so that a retry can place it. */
export async function placeForAttempt<T>(userId: string, attemptId: string | undefined, orderId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (attemptId) await releaseCheckoutAttempt(userId, attemptId, orderId);
    throw err;
  }
}
