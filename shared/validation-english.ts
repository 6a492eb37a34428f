/**
 * zod/mini carries no wording of its own: a check that names no message says only "Invalid
 * input". Every message the storefront's forms show is given in the schemas (./messages), so the
 * storefront never loads zod's English. Where people or callers can read zod's own wording (the
 * API's answer to a malformed body, a price typed wrong in the catalog editor), it is switched on
 * once with this call: zod's English locale, about 3 KB minified.
 */
import * as z from 'zod/mini';
import { en } from 'zod/locales';

export const configureEnglishValidationMessages = (): void => {
  z.config(en());
};
