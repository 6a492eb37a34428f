/**
 * Bounds for the numbers the shop's schemas take and answer. DynamoDB holds a number between
 * 1E-130 and 1E+126 (38 digits), and its document client refuses an integer past 2^53, which could
 * not be read back exactly: so every whole number here stays far below that, with room for what
 * is added to it (a version + 1, a count + n, a total of 50 lines of 99), and a measure has a
 * smallest step, so a value like 1e-320, which the table cannot hold, is refused with a message
 * instead of failing the write. test/unit/number-bounds.test.ts holds every schema in shared/ to it.
 */
import * as z from 'zod/mini';

/**
 * A bound as the messages write it, its thousands grouped ("1,000,000,000"). Not with Intl: the
 * messages are built as the schemas load, and the first Intl formatter of a page or a function
 * starts the whole of ICU's number formatting, which took longer than loading all the schemas.
 */
function grouped(n: number): string {
  const [whole = '', fraction] = String(n).split('.');
  return whole.replace(/\B(?=(\d{3})+$)/g, ',') + (fraction === undefined ? '' : `.${fraction}`);
}

/** A whole number from `min` to `max`, refused with `message` (by default one naming the range). */
export const wholeNumber = (min: number, max: number, message = `Enter a whole number from ${grouped(min)} to ${grouped(max)}.`) =>
  z.int(message).check(z.minimum(min, message), z.maximum(max, message));

/** The saves an order or a catalog item can have seen: far more than any will. */
export const MAX_VERSION = 1_000_000_000;
/** The version of a record a page read, sent back with its change; `message` says to reload. */
export const versionSchema = (message: string) => wholeNumber(0, MAX_VERSION, message);

/** The most money one amount holds, in cents ($10,000,000,000): above any order of 50 lines of 99 at the catalog's top price. */
export const MAX_CENTS = 1_000_000_000_000;

/** Album pages, as the catalog offers them. */
export const albumPages = { min: 10, max: 200 } as const;

/**
 * The most design rounds an album line can have: a round's key holds three digits
 * (functions/data/keys.ts), so revisions bought stay below it.
 */
export const MAX_ROUNDS = 999;

/** Bytes of one part of a multipart upload: S3's own largest part, 5 GiB. */
export const MAX_PART_BYTES = 5 * 1024 ** 3;

/** Pixels along one side of a photo. */
export const MAX_PIXELS = 100_000;

/** The smallest step of a measure (a weight, a length): anything finer is a typing slip, and far finer cannot be stored. */
const MEASURE_STEP = 0.01;

/**
 * A measure (a shipping weight or dimension) from 0.01 to `max`, in `unit`: above zero, since a
 * box with no weight or no side is a typing slip, and anything finer than 0.01 cannot be stored.
 */
export function measure(max: number, options: { what: string; unit: string }) {
  const message = `${options.what} must be from ${MEASURE_STEP} to ${grouped(max)} ${options.unit}.`;
  return z.number(message).check(z.minimum(MEASURE_STEP, message), z.maximum(max, message));
}
