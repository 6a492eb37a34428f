/** DELETE /user/{userId}/cart: removes one line by its id; the answered cart replaces the cached one. */
import type { CartItem } from '@shared/cart';
import { messages } from '@shared/messages';
import { ApiError, api } from '@/lib/api-client';
import { storeCart } from '@/lib/auth/user-record';

export async function removeFromServerCart(userId: string, lineId: string): Promise<CartItem[]> {
  try {
    const { cart } = await api('DELETE /user/{userId}/cart', { params: { userId }, body: { lineId } });
    storeCart(userId, cart);
    return cart;
  } catch (error) {
    // A line that is not there (any more) has its own message; anything else is the general one.
    if (error instanceof ApiError && (error.message === messages.removeInvalidIndex || error.message === messages.cartLineGone)) throw error;
    console.error('Removing the cart line failed:', error);
    throw new Error(messages.removeFailed, { cause: error });
  }
}
