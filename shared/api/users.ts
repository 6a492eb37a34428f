/** The signed-in customer's own record (staff may read it to help). */
import { addAddressSchema, userSchema } from '../users';
import { defineContract } from './contract';
import * as table from './routes';

export const getUser = defineContract({
  ...table.getUser,
  summary: 'The user record: role, cart and shipping addresses',
  response: userSchema,
});

export const addAddress = defineContract({
  ...table.addAddress,
  summary: 'Adds a shipping address',
  body: addAddressSchema,
  response: userSchema,
});

/** The area's routes by name, for the route table, the gateway and the docs; a handler imports its own route alone. */
export const userRoutes = { getUser, addAddress };
