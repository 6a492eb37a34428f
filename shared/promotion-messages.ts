/**
 * The bounds of a promotion's fields and what shoppers and staff are told about promotions: apart
 * from the pricing rules, so a storefront page that strikes a price through loads none of them.
 */
import { SALE_NOTICE_DAYS } from './promotion-rules';

/** The bounds of a promotion's fields, as the staff console and the server keep them. */
export const promotionLimits = {
  name: 80,
  percent: { min: 1, max: 90 },
  /** Cents off each item: from a cent to $1,000. */
  amount: { min: 1, max: 100_000 },
  code: { min: 4, max: 20 },
  /** Albums or products one promotion may name. */
  items: 200,
  /** How far ahead the storefront announces a sale that has not begun. */
  upcomingDays: SALE_NOTICE_DAYS,
} as const;

/** What shoppers and staff are told about promotions. */
export const promotionMessages = {
  codeUnknown: 'This code is not valid or has ended.',
  codeMissing: 'Enter a promotion code.',
  codeShape: 'A code is 4 to 20 letters, digits or dashes.',
  codeTaken: (code: string) => `Another promotion uses the code ${code} at the same time. Choose another code or other dates.`,
  nameMissing: 'Give the promotion a name.',
  kindMissing: 'Choose a percentage or an amount off.',
  valueMissing: 'Enter how much the promotion takes off: a whole percentage from 1 to 90, or a whole number of cents from 1 to 100000.',
  percentRange: 'A percentage off is from 1 to 90.',
  amountRange: 'An amount off is from 1 cent to $1,000.00 (1 to 100000 cents).',
  startMissing: 'Enter when the promotion starts.',
  endMissing: 'Enter when the promotion ends.',
  endBeforeStart: 'The promotion must end after it starts.',
  appliesToNothing: 'Choose the albums or products the promotion applies to.',
  unknownAlbum: (name: string) => `There is no album named ${name} in the catalog.`,
  unknownProduct: (name: string) => `There is no product named ${name} in the catalog.`,
  versionMissing: 'Reload the promotion before saving it: the version you edited is missing.',
  conflict: 'Someone else changed this promotion after you opened it. Reload it to see their change, then make yours again.',
  missing: 'There is no such promotion.',
  alreadyEnded: 'This promotion has already ended.',
  /** The order's total before tax is not the one the cart showed (a sale started or ended, a price changed): nothing was placed. */
  pricesChanged: (now: string, shown: string) =>
    `The prices changed since your cart was shown: this order now comes to ${now} before tax, not ${shown}. Begin checkout again to pay ${now}.`,
} as const;
