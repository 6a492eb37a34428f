/** Authenticator apps (TOTP), the second factor staff must have and customers may add. */
import * as z from 'zod/mini';

/** The code an authenticator app shows: six digits, spaces allowed as some apps group them. */
export const authenticatorCodeSchema = z.object({
  code: z.pipe(
    z.pipe(
      z.string(),
      z.transform((code: string) => code.replace(/\s/g, '')),
    ),
    z.string().check(z.regex(/^\d{6}$/, 'Enter the 6-digit code your authenticator app shows.')),
  ),
});

export { staffNeedAuthenticatorApp } from './roles';
