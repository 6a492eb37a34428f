/** PUT /user/{userId}/cart/{lineId}: sets how many of one line the customer wants. */
import { cartResponseSchema, type CartItem } from '@shared/cart';
import { api } from '@/lib/api-client';

export async function setServerQuantity(userId: string, lineId: string, quantity: number): Promise<CartItem[]> {
  const path = `/user/${encodeURIComponent(userId)}/cart/${encodeURIComponent(lineId)}`;
  return (await api.put(path, { quantity }, cartResponseSchema)).cart;
}
