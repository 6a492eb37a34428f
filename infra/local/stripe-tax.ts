/**
 * The local card provider's stand-in for Stripe Tax: a plausible sales tax for a Checkout Session
 * with `automatic_tax.enabled`, so the shop's whole tax path (session, hosted page, settlement,
 * order) runs offline. A stand-in, not tax advice: a handful of US states at a flat combined rate
 * each, every other place 0, the same rate for every tax code. Stripe Tax itself knows each
 * state's and city's rates, what each tax code owes there, and where the business is registered.
 */

/** Flat rates by US state, in percent; every other state (and every other country) charges 0 here. */
export const standInRates: Readonly<Record<string, number>> = {
  TX: 8.25,
  CA: 7.25,
  NY: 8.875,
  WA: 10.25,
};

export interface TaxedLine {
  amount: number;
  quantity: number;
}

/** Where Stripe takes the customer's location from, as the stand-in reads it: a US state, or another country. */
export interface TaxLocation {
  country: string;
  state?: string | null;
}

/** The stand-in's rate at a location, in percent. */
export function standInRate(location: TaxLocation): number {
  if (location.country !== 'US' || !location.state) return 0;
  return standInRates[location.state.toUpperCase()] ?? 0;
}

/**
 * The tax on the lines at the location, in cents: each line's amount times the rate, rounded half
 * up per line, as Stripe rounds per line item. `charged`, when a discount took the session's total
 * below its lines' sum, is what is taxed: the discount is shared among the lines by their amounts,
 * as Stripe shares a discount on the whole session.
 */
export function standInTax(lines: TaxedLine[], location: TaxLocation, charged?: number): number {
  const rate = standInRate(location);
  const sum = lines.reduce((total, line) => total + line.amount * line.quantity, 0);
  const share = charged === undefined || sum === 0 ? 1 : Math.min(1, charged / sum);
  return lines.reduce((total, line) => total + Math.round((line.amount * line.quantity * share * rate) / 100), 0);
}
