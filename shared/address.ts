import * as z from 'zod/mini';
import { messages } from './messages';
import { safeText } from './text';

export const usStates = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;
export type UsState = keyof typeof usStates;
const stateCodes = Object.keys(usStates) as [UsState, ...UsState[]];

const requiredText = (max: number) => safeText(max).check(z.minLength(1, messages.required));

/** The most shipping addresses one customer keeps (the user record must stay well under DynamoDB's 400 KB). */
export const MAX_ADDRESSES = 20;

export const addressSchema = z.object({
  street: requiredText(120),
  city: requiredText(60),
  state: z.enum(stateCodes, messages.stateInvalid),
  zip: z.string().check(z.trim(), z.regex(/^\d{5}(-?\d{4})?$/, messages.zipInvalid)),
});
export type Address = z.infer<typeof addressSchema>;

/** An address on one line as the pages show it: street, city, the state's name and the zip. */
export const addressLine = (a: Address): string => `${a.street}, ${a.city}, ${usStates[a.state]} ${a.zip}`;

export const sameAddress = (a: Address, b: Address): boolean =>
  a.street.toLowerCase() === b.street.toLowerCase() &&
  a.city.toLowerCase() === b.city.toLowerCase() &&
  a.state === b.state &&
  a.zip.replace('-', '') === b.zip.replace('-', '');
