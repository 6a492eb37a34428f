/**
 * POST /orders/{userId}/new-order: the cart becomes an order awaiting payment. Only the
 * selections are sent; the server prices every line from the catalog.
 */
import type { Address } from '@shared/address';
import { selectionOf, type CartItem } from '@shared/cart';
import { api } from '@/lib/api-client';

/**
 * `checkoutAttemptId`: one per attempt, the same on a retry, so the server places the order once.
 * `promotionCode`: the code applied in the cart; the server applies it only while it runs.
 * `shownTotal`: the total before tax the customer was shown; the server refuses to place an order
 * it prices otherwise (409 with its own total in `fields.shownTotal`).
 */
export async function createOrder(
  userId: string,
  items: readonly CartItem[],
  shippingAddress: Address,
  checkoutAttemptId: string,
  promotionCode?: string,
  shownTotal?: number,
): Promise<string> {
  const body = {
    cartItems: items.map(selectionOf),
    shippingAddress,
    albumDesignTermsAcknowledged: true,
    checkoutAttemptId,
    ...(promotionCode && { promotionCode }),
    ...(shownTotal !== undefined && { shownTotal }),
  };
  const { orderId } = await api('POST /orders/{userId}/new-order', { params: { userId }, body });
  return orderId;
}
