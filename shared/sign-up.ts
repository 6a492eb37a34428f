/** The two sign-up forms' fields and messages: the custom one (/create-account) and the hosted one (/login). */
import * as z from 'zod/mini';
import { messages } from './messages';
import { customPasswordProblem } from './passwords';
import { safeText } from './text';

const requiredName = safeText(60).check(z.minLength(1, messages.required));
const trimmedEmail = z.pipe(z.string().check(z.trim()), z.email(messages.invalidEmail));

/** /create-account: names, email, a ten-digit US phone, a password under the custom rule, twice. */
export const customSignUpSchema = z
  .object({
    firstName: requiredName,
    lastName: requiredName,
    email: trimmedEmail,
    phone: z.string().check(z.regex(/^\d{10}$/, messages.callbackPhone)),
    password: z.string().check(z.refine((password) => !customPasswordProblem(password), messages.customPasswordRule)),
    confirmPassword: z.string(),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      message: messages.customPasswordMismatch,
      path: ['confirmPassword'],
      // A mismatch is worth saying while other fields are still wrong, so the comparison does not
      // wait for the whole form to pass (zod would skip it otherwise).
      when: ({ value }) => {
        const form = value as { password?: unknown; confirmPassword?: unknown };
        return typeof form.password === 'string' && typeof form.confirmPassword === 'string';
      },
    }),
  );
export type CustomSignUp = z.infer<typeof customSignUpSchema>;

/** The hosted (Authenticator) sign-up on /login requires first name, last name and email. */
export const hostedSignUpSchema = z.object({
  given_name: requiredName,
  family_name: requiredName,
  email: trimmedEmail,
});

/** The code the identity service sent to confirm a sign-up. */
export const signUpCodeSchema = z.object({ code: z.string().check(z.trim(), z.minLength(1, messages.required)) });
