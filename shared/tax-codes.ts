/**
 * Sales tax: which Stripe product tax code each kind of line of an order is sold under. Stripe Tax
 * takes the rate and the rules (what a state taxes, what it exempts) from the code on each line and
 * the customer's address; the shop names the kind of thing it sells and nothing else. The codes are
 * Stripe's (its list of tax codes); a line the table does not name would be taxed under the
 * account's preset code, so every kind the shop sells is named here.
 */
import type { Category } from './catalog';

/** The kinds of line an order holds: a catalog category, or an add-on bought for an album. */
export type TaxedKind = Category | 'Add-ons';

/** Stripe's product tax codes the shop sells under. */
export const stripeTaxCodes = {
  /** Books, printed: a bound book on paper. */
  printedBook: 'txcd_35010000',
  /** General, tangible goods: a physical item with no narrower code of its own. */
  tangibleGoods: 'txcd_99999999',
  /** General, services: work done for the customer rather than a thing handed over. */
  services: 'txcd_20030000',
} as const;
export type StripeTaxCode = (typeof stripeTaxCodes)[keyof typeof stripeTaxCodes];

/** The tax code of each kind of line the shop sells. */
export const lineTaxCodes: Record<TaxedKind, StripeTaxCode> = {
  // An album or photo book is a printed, bound book made to order: Stripe's printed books, which
  // several states tax apart from general goods.
  Albums: stripeTaxCodes.printedBook,
  // Prints and wall art are physical goods (paper, canvas, metal, acrylic, frames, boxes) with no
  // code narrower than general tangible goods.
  Prints: stripeTaxCodes.tangibleGoods,
  'Image-Box': stripeTaxCodes.tangibleGoods,
  Frames: stripeTaxCodes.tangibleGoods,
  Canvas: stripeTaxCodes.tangibleGoods,
  'Metal-Art': stripeTaxCodes.tangibleGoods,
  'Acrylic-Blocks': stripeTaxCodes.tangibleGoods,
  'Edge-Prints': stripeTaxCodes.tangibleGoods,
  'Acrylic-Art': stripeTaxCodes.tangibleGoods,
  // Photo editing is the studio's work on the customer's photos, a service, not a thing delivered.
  Editing: stripeTaxCodes.services,
  // Add-ons bought for an album (an editing tier with its extra pages, Album Revision rounds) are
  // design work on the album: services.
  'Add-ons': stripeTaxCodes.services,
};
