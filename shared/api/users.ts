/** The signed-in customer's own record (staff may read it to help). */
import { addAddressSchema, userSchema } from '../users';
import { defineContract } from './contract';
import { userPaths as route } from './routes/users';

export const getUser = defineContract({
  ...route.getUser, summary: 'The user record: role, cart and shipping addresses',
  response: userSchema,
});

export const addAddress = defineContract({
  ...route.addAddress, summary: 'Adds a shipping address',
  body: addAddressSchema, response: userSchema,
});

/** The area's routes by name, for the route table, the gateway and the docs; a handler imports its own route alone. */
export const userRoutes = { getUser, addAddress };
