/** PUT /user/{userId}/cart/{lineId}: sets how many of one line the customer wants; the answered cart replaces the cached one. */
import type { CartItem } from '@shared/cart';
import { api } from '@/lib/api-client';
import { storeCart } from '@/lib/auth/user-record';

export async function setServerQuantity(userId: string, lineId: string, quantity: number): Promise<CartItem[]> {
  const { cart } = await api('PUT /user/{userId}/cart/{lineId}', { params: { userId, lineId }, body: { quantity } });
  storeCart(userId, cart);
  return cart;
}
