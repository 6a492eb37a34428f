/** People: roles (spec §6) and the user record (spec §3 User). */
import * as z from 'zod/mini';
import { addressSchema } from './address';
import { cartItemSchema } from './cart';

export const roles = ['Client', 'Employee', 'Editors', 'Admin'] as const;
export type Role = (typeof roles)[number];
export const roleSchema = z.enum(roles);
export const staffRoles: readonly Role[] = ['Admin', 'Employee', 'Editors'];
export const isStaff = (role: Role | undefined): boolean => !!role && staffRoles.includes(role);

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
