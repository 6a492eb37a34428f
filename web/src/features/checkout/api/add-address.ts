/** PUT /user/{userId}: adds a shipping address; the record it answers with replaces the cached one. */
import type { Address } from '@shared/address';
import type { User } from '@shared/users';
import { api } from '@/lib/api-client';
import { storeUserRecord } from '@/lib/auth/user-record';

export async function addShippingAddress(userId: string, shippingAddress: Address): Promise<User> {
  const user = await api('PUT /user/{userId}', { params: { userId }, body: { shippingAddress } });
  storeUserRecord(user);
  return user;
}
