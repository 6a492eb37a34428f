/** Money is an integer count of US cents everywhere; only display divides by 100. */
export type Cents = number;

export const dollars = (amount: number): Cents => Math.round(amount * 100);

// Made on first use: building a currency formatter loads ICU data (about 20 ms), which the
// functions that only validate money never need.
let formatters: { exact: Intl.NumberFormat; whole: Intl.NumberFormat } | undefined;

/** `$1,299.50`, or `$1,299` when the amount is whole dollars. */
export function formatCents(cents: Cents): string {
  formatters ??= {
    exact: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
    whole: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  };
  return (cents % 100 === 0 ? formatters.whole : formatters.exact).format(cents / 100);
}
