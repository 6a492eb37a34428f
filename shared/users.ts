/** People: roles (a role is read from the user record, never the token) and the user record. */
import * as z from 'zod/mini';
import { addressSchema } from './address';
import { cartItemSchema } from './cart';

import { roles } from './roles';

export { isStaff, roles, staffRoles, type Role } from './roles';
export const roleSchema = z.enum(roles);

export const userIdSchema = z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, 'Not a user id'));

export const userSchema = z.object({
  _id: userIdSchema,
  email: z.email(),
  firstName: z.string().check(z.maxLength(60)),
  lastName: z.string().check(z.maxLength(60)),
  role: roleSchema,
  cart: z.array(cartItemSchema),
  shippingAddress: z.array(addressSchema),
  createdAt: z.iso.datetime(),
});
export type User = z.infer<typeof userSchema>;

/** `PUT /user/{userId}`: the customer adds a shipping address. */
export const addAddressSchema = z.object({ shippingAddress: addressSchema });
