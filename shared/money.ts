/** Money is an integer count of US cents everywhere; only display divides by 100. */
import * as z from 'zod';

export const centsSchema = z.int().nonnegative();
export type Cents = number;

export const dollars = (amount: number): Cents => Math.round(amount * 100);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** `$1,299.50`, or `$1,299` when the amount is whole dollars. */
export function formatCents(cents: Cents): string {
  return cents % 100 === 0 ? usdWhole.format(cents / 100) : usd.format(cents / 100);
}
