/**
 * The schema of an amount of money, in whole cents. Apart from money.ts so that a page that only
 * shows prices (formatCents) carries no schema and no zod.
 */
import * as z from 'zod/mini';
import { MAX_CENTS } from './numbers';

const outOfRange = 'An amount of money is from $0 to $10,000,000,000.';
// Not a whole number keeps zod's own words ("expected int"): a form in dollars says so under its field.
export const centsSchema = z.int().check(z.minimum(0, outOfRange), z.maximum(MAX_CENTS, outOfRange));
