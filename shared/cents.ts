/**
 * The schema of an amount of money, in whole cents. Apart from money.ts so that a page that only
 * shows prices (formatCents) carries no schema and no zod.
 */
import * as z from 'zod/mini';

export const centsSchema = z.int().check(z.nonnegative());
