/** DELETE /user/{userId}/cart: removes the line at an index; the answered cart replaces the cached one. */
import { cartRoutes } from '@shared/api/cart';
import type { CartItem } from '@shared/cart';
import { messages } from '@shared/messages';
import { ApiError, api } from '@/lib/api-client';
import { storeCart } from '@/lib/auth/user-record';

export async function removeFromServerCart(userId: string, index: number): Promise<CartItem[]> {
  try {
    const { cart } = await api(cartRoutes.removeFromCart, { params: { userId }, body: { index } });
    storeCart(userId, cart);
    return cart;
  } catch (error) {
    // spec §8: a bad index has its own message; anything else is the general one.
    if (error instanceof ApiError && error.message === messages.removeInvalidIndex) throw error;
    console.error('Removing the cart line failed:', error);
    throw new Error(messages.removeFailed, { cause: error });
  }
}
