/**
 * PUT /user/{userId}/cart: the server resolves the selection from the catalog and answers with
 * the cart, which goes straight into the cached user record (one request, nothing read back).
 */
import { MAX_CART_LINES, OptionUnavailable, type CartItem, type CartSelection } from '@shared/cart';
import { messages } from '@shared/messages';
import { ApiError, api } from '@/lib/api-client';
import { storeCart } from '@/lib/auth/user-record';

// Refusals the shopper is told about as they are (a full cart too), rather than as a failure.
const unavailable: readonly string[] = [messages.albumOptionUnavailable, messages.productOptionUnavailable, messages.cartFull(MAX_CART_LINES)];

export async function addToServerCart(userId: string, cartItem: CartSelection): Promise<CartItem[]> {
  try {
    const { cart } = await api('PUT /user/{userId}/cart', { params: { userId }, body: { cartItem } });
    storeCart(userId, cart);
    return cart;
  } catch (error) {
    // The catalog changed under the page: the shopper hears it the same way as from the page itself.
    if (error instanceof ApiError && error.status === 400 && unavailable.includes(error.message)) throw new OptionUnavailable(error.message);
    throw error;
  }
}
