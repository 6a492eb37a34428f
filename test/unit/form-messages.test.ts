/**
 * What the shop's forms say about each field before anything is sent (spec §5): the callback
 * widget and the refer-a-friend form check their text against the server's schemas, and an empty
 * required field says so rather than giving the schema's message for a malformed value.
 */
import { callbackRequestSchema } from '../../shared/callbacks';
import { messages } from '../../shared/messages';
import { referralSchema } from '../../shared/referrals';
import { phoneDigits, validate } from '../../shared/validate';

const callbackFields = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;
const referralFields = ['referralEmail', 'referralPhone', 'email'] as const;
const callback = { firstName: 'Margot', lastName: 'Lindqvist', email: 'margot@example.com', phone: '3125550142', message: 'Which album?' };
const referral = { referralEmail: 'june@example.com', referralPhone: '6085550199', email: 'ruth@example.com' };

describe('the callback widget’s checks', () => {
  it('passes a complete request on as the schema reads it', () => {
    expect(validate(callbackRequestSchema, callback, callbackFields)).toEqual({ ok: true, data: callback });
  });

  it('names each field that is wrong, and only those', () => {
    expect(validate(callbackRequestSchema, { ...callback, phone: '312555014', message: '' }, callbackFields)).toEqual({
      ok: false,
      errors: { phone: messages.callbackPhone, message: messages.required },
    });
  });

  it('says an empty email is required, and a malformed one is not an email', () => {
    expect(validate(callbackRequestSchema, { ...callback, email: '' }, callbackFields)).toEqual({ ok: false, errors: { email: messages.required } });
    expect(validate(callbackRequestSchema, { ...callback, email: 'margot@' }, callbackFields)).toEqual({ ok: false, errors: { email: messages.invalidEmail } });
  });

  it('counts a message of spaces as empty', () => {
    expect(validate(callbackRequestSchema, { ...callback, message: '   ' }, callbackFields)).toEqual({ ok: false, errors: { message: messages.required } });
  });
});

describe('the refer-a-friend form’s checks', () => {
  it('says every empty field is required', () => {
    expect(validate(referralSchema, { referralEmail: '', referralPhone: '', email: '' }, referralFields)).toEqual({
      ok: false,
      errors: { referralEmail: messages.required, referralPhone: messages.required, email: messages.required },
    });
  });

  it('names a malformed email and a short phone, and still requires the empty field', () => {
    expect(validate(referralSchema, { referralEmail: 'june@', referralPhone: '60855501', email: '' }, referralFields)).toEqual({
      ok: false,
      errors: { referralEmail: messages.invalidEmail, referralPhone: messages.callbackPhone, email: messages.required },
    });
  });

  it('passes a complete referral on', () => {
    expect(validate(referralSchema, referral, referralFields)).toEqual({ ok: true, data: referral });
  });
});

describe('phone fields', () => {
  it.each([
    ['(312) 555-014', '312555014'],
    ['608-555-01', '60855501'],
    ['+1 (555) 987-6543 ext. 12', '1555987654'],
    ['', ''],
  ])('keep the digits of %p, at most ten: %p', (typed, kept) => {
    expect(phoneDigits(typed)).toBe(kept);
  });
});
