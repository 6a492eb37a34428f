/** The signed-in customer's own record (staff may read it to help). */
import { addAddressSchema, userSchema } from '../users';
import { defineContract } from './contract';
import { userPaths as route } from './routes/users';

export const userRoutes = {
  getUser: defineContract({
    ...route.getUser, summary: 'The user record: role, cart and shipping addresses',
    response: userSchema,
  }),
  addAddress: defineContract({
    ...route.addAddress, summary: 'Adds a shipping address',
    body: addAddressSchema, response: userSchema,
  }),
};
