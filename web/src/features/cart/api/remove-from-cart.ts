/** DELETE /user/{userId}/cart: removes the line at an index and answers with the cart as it now is. */
import { cartResponseSchema, type CartItem } from '@shared/cart';
import { messages } from '@shared/messages';
import { ApiError, api } from '@/lib/api-client';

export async function removeFromServerCart(userId: string, index: number): Promise<CartItem[]> {
  try {
    const { cart } = await api.delete(`/user/${encodeURIComponent(userId)}/cart`, { index }, cartResponseSchema);
    return cart;
  } catch (error) {
    // spec §8: a bad index has its own message; anything else is the general one.
    if (error instanceof ApiError && error.message === messages.removeInvalidIndex) throw error;
    console.error('Removing the cart line failed:', error);
    throw new Error(messages.removeFailed, { cause: error });
  }
}
