/**
 * Whether this stage charges sales tax, the stage option stripeTax (infra/cdk/config.ts): the stack
 * sets STRIPE_TAX, on or off, on the checkout route's function only, so only that route imports
 * this (the settlement reads what Stripe charged, whatever the setting: tax.ts).
 */
export function stripeTaxOn(): boolean {
  const setting = process.env.STRIPE_TAX;
  if (setting === undefined || setting === '' || setting === 'off') return false;
  if (setting === 'on') return true;
  throw new Error(`STRIPE_TAX must be on or off, not ${setting}`);
}
