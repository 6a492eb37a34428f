/**
 * The form kit's state, without a browser: which message a field shows and when, whether a form
 * may be sent, and what the server's field messages do, for the shop's four forms.
 */
import { addressSchema } from '../../shared/address';
import { callbackRequestSchema } from '../../shared/callbacks';
import { messages } from '../../shared/messages';
import { tenDigitPhone } from '../../shared/passwords';
import { referralSchema } from '../../shared/referrals';
import { customSignUpSchema, hostedSignUpSchema } from '../../shared/sign-up';
import {
  changeField,
  formView,
  initialFormState,
  leaveField,
  requiredFields,
  revealConfirmation,
  trySubmit,
  withServerErrors,
  type FormRules,
  type FormState,
} from '../../web/src/components/form/form-state';

/** Types each value into its field and leaves it, as a shopper tabbing through would. */
function typeInto<K extends string>(state: FormState<K>, values: Partial<Record<K, string>>, rules?: FormRules<K>) {
  let next = state;
  for (const [name, value] of Object.entries(values) as [K, string][]) next = leaveField(changeField(next, name, value, rules), name);
  return next;
}

const callback = { firstName: 'Margot', lastName: 'Lindqvist', email: 'margot@example.com', phone: '3125550142', message: 'A wedding album, please.' };
const signUp = {
  firstName: 'Cleo',
  lastName: 'Marchetti',
  email: 'cleo@example.com',
  phone: '5559876543',
  password: 'Fresh#Albums!2026',
  confirmPassword: 'Fresh#Albums!2026',
};

describe('when a field shows its message', () => {
  it('shows nothing on a fresh form, though it may not be sent', () => {
    const view = formView(callbackRequestSchema, initialFormState(callbackRequestSchema));
    expect(view).toEqual({ errors: {}, valid: false, filled: false, data: undefined });
  });

  it('shows a field’s message once the shopper leaves it, and only that field’s', () => {
    let state = changeField(initialFormState(callbackRequestSchema), 'email', 'margot@');
    expect(formView(callbackRequestSchema, state).errors).toEqual({});
    state = leaveField(state, 'email');
    expect(formView(callbackRequestSchema, state).errors).toEqual({ email: messages.invalidEmail });
  });

  it('keeps a left field’s message up to date while it is typed again', () => {
    let state = typeInto(initialFormState(callbackRequestSchema), { email: 'margot@' });
    state = changeField(state, 'email', '');
    expect(formView(callbackRequestSchema, state).errors.email).toBe(messages.required);
    state = changeField(state, 'email', 'margot@example.com');
    expect(formView(callbackRequestSchema, state).errors.email).toBeUndefined();
  });

  it('shows every message after a send is tried, untouched fields included', () => {
    const state = trySubmit(typeInto(initialFormState(callbackRequestSchema), { ...callback, phone: '312555014', message: '' }));
    expect(formView(callbackRequestSchema, state).errors).toEqual({ phone: messages.callbackPhone, message: messages.required });
  });
});

describe('the messages of each form, in the spec’s words', () => {
  it('callback: every field required, a valid email, a phone of exactly ten digits', () => {
    const empty = formView(callbackRequestSchema, trySubmit(initialFormState(callbackRequestSchema)));
    expect(empty.errors).toEqual({
      firstName: messages.required,
      lastName: messages.required,
      email: messages.required,
      phone: messages.required,
      message: messages.required,
    });
    const wrong = trySubmit(typeInto(initialFormState(callbackRequestSchema), { ...callback, firstName: '   ', email: 'margot.at.home', phone: '312' }));
    expect(formView(callbackRequestSchema, wrong).errors).toEqual({
      firstName: messages.required,
      email: messages.invalidEmail,
      phone: messages.callbackPhone,
    });
  });

  it('referral: the three visible fields required, the hidden bot trap not', () => {
    expect(requiredFields(referralSchema).sort()).toEqual(['email', 'referralEmail', 'referralPhone']);
    const state = trySubmit(typeInto(initialFormState(referralSchema), { referralEmail: 'june@', referralPhone: '60855501' }));
    expect(formView(referralSchema, state).errors).toEqual({
      referralEmail: messages.invalidEmail,
      referralPhone: messages.callbackPhone,
      email: messages.required,
    });
  });

  it('address: one of the 50 states and a zip of 5 or 5+4 digits', () => {
    const address = { street: '12 Orchard Lane', city: 'Austin', state: 'XX', zip: '7870' };
    const state = trySubmit(typeInto(initialFormState(addressSchema), address));
    expect(formView(addressSchema, state).errors).toEqual({ state: messages.stateInvalid, zip: messages.zipInvalid });
    const inTexas = changeField(state, 'state', 'TX');
    expect(formView(addressSchema, inTexas).errors).toEqual({ zip: messages.zipInvalid });
    for (const zip of ['78701', '78701-1234', '787011234'])
      expect(formView(addressSchema, changeField(inTexas, 'zip', zip))).toMatchObject({ errors: {}, valid: true });
  });

  it('custom sign-up: the password rule, and the phone message', () => {
    const state = trySubmit(
      typeInto(initialFormState(customSignUpSchema), { ...signUp, phone: '555', password: 'AAbbccdd1122', confirmPassword: 'AAbbccdd1122' }),
    );
    expect(formView(customSignUpSchema, state).errors).toEqual({ phone: messages.callbackPhone, password: messages.customPasswordRule });
  });

  it('hosted sign-up: first name, last name and email required, the email well formed', () => {
    const state = { ...initialFormState(hostedSignUpSchema, { email: 'nora.at.home' }), touched: { given_name: true, email: true } };
    expect(formView(hostedSignUpSchema, state).errors).toEqual({ given_name: messages.required, email: messages.invalidEmail });
  });
});

describe('whether the form may be sent', () => {
  it('is filled once every required field holds something, and valid once nothing is wrong', () => {
    let state = typeInto(initialFormState(addressSchema), { street: '12 Orchard Lane', city: 'Austin', state: 'TX' });
    expect(formView(addressSchema, state)).toMatchObject({ filled: false, valid: false });
    state = typeInto(state, { zip: '7870' });
    expect(formView(addressSchema, state)).toMatchObject({ filled: true, valid: false });
    state = typeInto(state, { zip: ' 78701 ' });
    expect(formView(addressSchema, state)).toMatchObject({
      filled: true,
      valid: true,
      data: { street: '12 Orchard Lane', city: 'Austin', state: 'TX', zip: '78701' },
    });
  });

  it('does not count an empty optional field as missing', () => {
    const state = typeInto(initialFormState(referralSchema), { referralEmail: 'june@example.com', referralPhone: '6085550199', email: 'ruth@example.com' });
    expect(formView(referralSchema, state)).toMatchObject({ filled: true, valid: true, data: { address: '' } });
  });
});

describe('the server’s field messages', () => {
  const sent = () => trySubmit(typeInto(initialFormState(callbackRequestSchema), callback));

  it('shows them on the form’s own fields, ignores other names, and holds the form back', () => {
    const state = withServerErrors(sent(), { email: 'That address does not take mail', 'notes.0': 'Unknown' });
    expect(formView(callbackRequestSchema, state)).toMatchObject({ errors: { email: 'That address does not take mail' }, valid: false });
  });

  it('drops a field’s message once that field changes', () => {
    let state = withServerErrors(sent(), { email: 'That address does not take mail', phone: 'Not a line we can call' });
    state = changeField(state, 'email', 'margot@studio.example');
    expect(formView(callbackRequestSchema, state).errors).toEqual({ phone: 'Not a line we can call' });
    state = changeField(state, 'phone', '3125550143');
    expect(formView(callbackRequestSchema, state).valid).toBe(true);
  });

  it('a field the shopper got wrong again says so in the shop’s words first', () => {
    let state = withServerErrors(sent(), { email: 'That address does not take mail' });
    state = changeField(state, 'message', '');
    state = withServerErrors(state, { message: 'Too short' });
    expect(formView(callbackRequestSchema, state).errors.message).toBe(messages.required);
  });
});

describe('phone normalisation', () => {
  const rules: FormRules<keyof typeof callback> = { normalise: { phone: tenDigitPhone } };

  it('keeps the digits of a typed or pasted phone, at most ten', () => {
    const state = changeField(initialFormState(callbackRequestSchema), 'phone', '+1 (312) 555-0142 ext. 9', rules);
    expect(state.values.phone).toBe('1312555014');
    expect(changeField(state, 'phone', '(312) 555-014', rules).values.phone).toBe('312555014');
  });

  it('leaves the other fields as typed', () => {
    expect(changeField(initialFormState(callbackRequestSchema), 'message', ' Call after 3 (pm) ', rules).values.message).toBe(' Call after 3 (pm) ');
  });
});

describe('the confirm password rule: compared once both fields were left, or both hold 6 characters', () => {
  const rules: FormRules<keyof typeof signUp> = { reveal: { confirmPassword: revealConfirmation('password', 'confirmPassword') } };
  const mismatchOf = (state: FormState<keyof typeof signUp>) => formView(customSignUpSchema, state, rules).errors.confirmPassword;
  const start = () =>
    typeInto(initialFormState(customSignUpSchema), { firstName: 'Cleo', lastName: 'Marchetti', email: 'cleo@example.com', phone: '5559876543' });

  it('says Passwords do not match. once both were left', () => {
    const state = typeInto(start(), { password: 'abc', confirmPassword: 'abd' });
    expect(mismatchOf(state)).toBe(messages.customPasswordMismatch);
  });

  it('waits while only one was left and either is under 6 characters', () => {
    let state = leaveField(changeField(start(), 'password', 'Fresh#'), 'password');
    state = changeField(state, 'confirmPassword', 'Fres');
    expect(mismatchOf(state)).toBeUndefined();
    expect(mismatchOf(changeField(state, 'confirmPassword', 'Fresh!'))).toBe(messages.customPasswordMismatch);
  });

  it('compares while typing once both hold at least 6 characters, even untouched', () => {
    let state = changeField(changeField(start(), 'password', 'Fresh#Albums'), 'confirmPassword', 'Fresh#');
    expect(state.touched.password).toBeUndefined();
    expect(mismatchOf(state)).toBe(messages.customPasswordMismatch);
    state = changeField(state, 'confirmPassword', 'Fresh#Albums');
    expect(mismatchOf(state)).toBeUndefined();
  });

  it('names a mismatch even while other fields are still wrong, and a send shows it regardless', () => {
    const state = trySubmit(changeField(changeField(initialFormState(customSignUpSchema), 'password', 'abc'), 'confirmPassword', 'abd'));
    expect(formView(customSignUpSchema, state, rules).errors).toMatchObject({
      firstName: messages.required,
      password: messages.customPasswordRule,
      confirmPassword: messages.customPasswordMismatch,
    });
  });

  it('lets a matching, well-formed sign-up through', () => {
    const view = formView(customSignUpSchema, typeInto(initialFormState(customSignUpSchema), signUp, rules), rules);
    expect(view).toMatchObject({ errors: {}, valid: true, filled: true, data: signUp });
  });
});
