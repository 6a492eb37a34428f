/** PUT /user/{userId}: adds a shipping address to the customer's record, which it answers with. */
import type { Address } from '@shared/address';
import { userSchema, type User } from '@shared/users';
import { api } from '@/lib/api-client';

export const addShippingAddress = (userId: string, shippingAddress: Address): Promise<User> =>
  api.put(`/user/${encodeURIComponent(userId)}`, { shippingAddress }, userSchema);
