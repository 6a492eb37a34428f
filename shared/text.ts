/**
 * Free text that people type (names, addresses, notes, messages, gallery and catalog names). It
 * is shown to staff, printed on packing slips, put in emails and in keys, so characters that only
 * do harm are refused where the text comes in: control characters (a NUL, an escape sequence),
 * the bidi controls that make text read differently than it is stored (U+202E shows `gpj.exe` as
 * `exe.jpg`), and lone surrogates, which are not text at all and which no store can encode.
 */
import * as z from 'zod/mini';
import { messages } from './messages';

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are refused
const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Tab, line feed and carriage return: only a multi-line field keeps them. */
const lineControls = /[\t\n\r]/;
/** Bidi embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text holds a character we refuse; `multiline` lets tab and line breaks through. */
export function hasUnsafeCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  return controls.test(text) || (!options.multiline && lineControls.test(text)) || bidiControls.test(text) || loneSurrogate.test(text);
}

/** A text's length in UTF-8 bytes, as DynamoDB counts an item's size (a character is 1 to 4 of them). */
export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

/**
 * A trimmed text of at most `max` characters without refused characters. Add
 * `.check(z.minLength(1, …))` for a required field. `multiline` is for notes and messages, which may have line breaks and tabs.
 */
export const safeText = (max: number, options: { multiline?: boolean } = {}) =>
  z.string().check(
    z.trim(),
    z.maxLength(max, messages.tooLong(max)),
    z.refine((text) => !hasUnsafeCharacters(text, options), messages.unsafeCharacters),
  );
