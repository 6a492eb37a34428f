/** The pre-launch refer-a-friend form: the friend's email and phone and the referrer's email, all required. */
import * as z from 'zod/mini';
import { messages } from './messages';

export const referralSchema = z.object({
  email: z.email(messages.invalidEmail),
  referralEmail: z.email(messages.invalidEmail),
  referralPhone: z.string().check(z.regex(/^\d{10}$/, messages.callbackPhone)),
  /** Hidden from people; a bot that fills it in is thanked and ignored. */
  address: z.optional(z.string().check(z.maxLength(500))),
});
