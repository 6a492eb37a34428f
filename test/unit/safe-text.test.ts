/** The free-text rule every typed field shares (shared/text.ts), and the fields that use it. */
import { addressSchema } from '../../shared/address';
import { callbackNoteSchema, callbackRequestSchema } from '../../shared/callbacks';
import { albumSelectionSchema } from '../../shared/cart';
import { messages } from '../../shared/messages';
import { staffStatusChangeSchema } from '../../shared/staff-orders';
import { hasUnsafeCharacters, safeText } from '../../shared/text';
import { createGallerySchema } from '../../shared/uploads';

const field = safeText(40);
const notes = safeText(40, { multiline: true });
const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('safe text', () => {
  it.each([
    ['Zoë Brontë-Ōkubo', 'accented Latin'],
    ['東京都 渋谷区', 'CJK'],
    ['שלום עליכם', 'right-to-left Hebrew'],
    ['Ana 📸 & José', 'an emoji (a surrogate pair)'],
    ['St. John’s “Rd”', 'typographic punctuation'],
  ])('takes %s (%s)', (text) => {
    expect(field.safeParse(text)).toEqual({ success: true, data: text });
  });

  it.each([
    ['a\u0000b', 'NUL'],
    ['a\u0007b', 'a bell'],
    ['a\u001b[31mb', 'an escape sequence'],
    ['a\u007fb', 'DEL'],
    ['a\u0085b', 'a C1 control (next line)'],
    ['a\u009bb', 'a C1 control (CSI)'],
    ['invoice\u202Efdp.exe', 'a right-to-left override'],
    ['a\u202Ab', 'a left-to-right embedding'],
    ['a\u2066b\u2069', 'an isolate'],
    ['a\ud800b', 'a lone high surrogate'],
    ['a\udc00b', 'a lone low surrogate'],
    ['\udc00\ud800', 'surrogates in the wrong order'],
    ['two\nlines', 'a line break in a one-line field'],
    ['a\tb', 'a tab in a one-line field'],
  ])('refuses %j (%s) with the message', (text) => {
    expect(messageOf(field.safeParse(text))).toBe(messages.unsafeCharacters);
    expect(hasUnsafeCharacters(text, { multiline: !/[\n\t]/.test(text) })).toBe(true);
  });

  it('lets line breaks and tabs into a multi-line field, but no other control', () => {
    expect(notes.safeParse('Called at 9.\r\n\tNo answer.').success).toBe(true);
    expect(messageOf(notes.safeParse('Called\u0000'))).toBe(messages.unsafeCharacters);
    expect(messageOf(notes.safeParse('Called \u202E'))).toBe(messages.unsafeCharacters);
  });

  it('trims, and counts the length after trimming', () => {
    expect(field.parse('  Denver  ')).toBe('Denver');
    expect(messageOf(field.safeParse('x'.repeat(41)))).toBe(messages.tooLong(40));
  });
});

describe('the fields people type use it', () => {
  const address = { street: '5 Oak Ave', city: 'Denver', state: 'CO', zip: '80202' };
  const callback = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '5551234567', message: 'Please call' };

  it.each([
    ['an address street', () => addressSchema.safeParse({ ...address, street: '5 Oak\u0000 Ave' })],
    ['an address city', () => addressSchema.safeParse({ ...address, city: 'Den\u202Ever' })],
    ['a callback name', () => callbackRequestSchema.safeParse({ ...callback, firstName: 'A\ud800nn' })],
    ['a callback message', () => callbackRequestSchema.safeParse({ ...callback, message: 'Call \u001b[2J me' })],
    ['a callback note', () => callbackNoteSchema.safeParse({ note: 'left a message\u0000' })],
    ['a status note', () => staffStatusChangeSchema.safeParse({ status: 'Manufacturing', version: 0, note: '\u202Eok' })],
    ['a gallery name', () => createGallerySchema.safeParse({ orderName: 'Our\u0007day', images: [{ fileName: 'a.png', mimeType: 'image/png', size: 1 }] })],
    [
      'an album name in a cart selection',
      () => albumSelectionSchema.safeParse({ kind: 'album', albumName: 'Lux\u0000', size: '10x10', pages: 20, coverType: 'Leather', coverName: 'Cognac' }),
    ],
  ])('%s', (_, parse) => {
    expect(messageOf(parse())).toBe(messages.unsafeCharacters);
  });

  it('keeps line breaks in a callback message', () => {
    expect(callbackRequestSchema.safeParse({ ...callback, message: 'Hello,\nplease call after 5.' }).success).toBe(true);
  });
});
