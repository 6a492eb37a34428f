/** Authenticator apps (TOTP), the second factor staff must have and customers may add. */
import * as z from 'zod';

/** The code an authenticator app shows: six digits, spaces allowed as some apps group them. */
export const authenticatorCodeSchema = z.object({
  code: z
    .string()
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code your authenticator app shows.')),
});

/** Why a staff page or call is refused to staff without an app (the handler kit says the same). */
export const staffNeedAuthenticatorApp =
  'Staff accounts need an authenticator app. Set one up under Account → Security, then try again.';
