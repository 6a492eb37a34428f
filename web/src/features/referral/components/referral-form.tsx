/**
 * The pre-launch refer-a-friend form (spec §2, §5): the friend's email and phone, the referrer's
 * email, all required, and a hidden `address` field that only a bot fills in (the server thanks
 * and ignores such a referral). Sent, it returns the shopper to the home page.
 */
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { messages } from '@shared/messages';
import { referralSchema } from '@shared/referrals';
import { TextField } from '@/features/shop/forms/text-field';
import { phoneDigits, validate, type FieldErrors } from '@/features/shop/forms/validate';
import { ApiError } from '@/lib/api-client';
import { sendReferral } from '../api/send-referral';
import '@/components/ui/forms.css';

const required = ['referralEmail', 'referralPhone', 'email'] as const;
type FieldName = (typeof required)[number] | 'address';
type Values = Record<FieldName, string>;

export function ReferralForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({ referralEmail: '', referralPhone: '', email: '', address: '' });
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({});
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const set = (name: FieldName, value: string) => {
    const next = { ...values, [name]: name === 'referralPhone' ? phoneDigits(value) : value };
    setValues(next);
    if (tried) {
      const checked = validate(referralSchema, next, required);
      setErrors(checked.ok ? {} : checked.errors);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = validate(referralSchema, values, required);
    if (!checked.ok) {
      setTried(true);
      flushSync(() => setErrors(checked.errors));
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    setFailed(false);
    setSending(true);
    try {
      await sendReferral(checked.data);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields as FieldErrors<FieldName>);
      setSending(false);
      setFailed(true);
      return;
    }
    void navigate('/');
  };

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  return (
    <form ref={form} className="referral-form" noValidate onSubmit={submit} aria-busy={sending} data-testid="referral-form">
      <TextField label="Your friend's email" type="email" autoComplete="off" required {...field('referralEmail')} />
      <TextField
        label="Your friend's phone"
        hint="For verification only."
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        placeholder={messages.callbackPhone}
        required
        {...field('referralPhone')}
      />
      <TextField label="Your email" type="email" autoComplete="email" required {...field('email')} />
      {/* The bot trap: out of sight and out of the tab order, so only a script fills it in. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor="referral-address">Address</label>
        <input
          id="referral-address"
          name="address"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.address}
          onChange={(event) => set('address', event.target.value)}
        />
      </div>
      {failed && (
        <p className="shop-form-error" role="alert">
          {messages.callbackFailed}
        </p>
      )}
      <button type="submit" className="button button--primary shop-wide" aria-disabled={sending}>
        {sending ? 'Sending…' : 'Send referral'}
      </button>
    </form>
  );
}
