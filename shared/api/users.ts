/** The signed-in customer's own record (staff may read it to help). */
import { addAddressSchema, userSchema } from '../users';
import { defineContract } from './contract';

export const userRoutes = {
  getUser: defineContract({
    method: 'GET', path: '/user/{userId}', summary: 'The user record: role, cart and shipping addresses',
    allow: ['owner', 'Admin', 'Employee', 'Editors'], response: userSchema,
  }),
  addAddress: defineContract({
    method: 'PUT', path: '/user/{userId}', summary: 'Adds a shipping address',
    allow: ['owner', 'Admin', 'Employee'], body: addAddressSchema, response: userSchema,
  }),
};
