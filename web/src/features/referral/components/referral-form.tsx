/**
 * The pre-launch refer-a-friend form: the friend's email and phone, the referrer's
 * email, all required, and a hidden `address` field that only a bot fills in (the server thanks
 * and ignores such a referral). Sent, it returns the shopper to the home page.
 */
import { useNavigate } from 'react-router';
import { useId } from 'react';
import { messages } from '@shared/messages';
import { tenDigitPhone } from '@shared/passwords';
import { referralSchema } from '@shared/referrals';
import { PhoneField, TextField } from '@/components/form/fields';
import { Form, FormError, SubmitButton } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { sendReferral } from '../api/send-referral';

export function ReferralForm() {
  const navigate = useNavigate();
  const form = useSchemaForm(referralSchema, {
    normalise: { referralPhone: tenDigitPhone },
    onSubmit: async (referral) => {
      await sendReferral(referral);
      void navigate('/');
    },
    failure: () => messages.callbackFailed,
  });
  const trapId = useId();

  return (
    <Form form={form} className="referral-form" data-testid="referral-form">
      <TextField form={form} name="referralEmail" label="Your friend's email" type="email" autoComplete="off" />
      <PhoneField form={form} name="referralPhone" label="Your friend's phone" hint="For verification only." autoComplete="off" />
      <TextField form={form} name="email" label="Your email" type="email" autoComplete="email" />
      {/* The bot trap: out of sight and out of the tab order, so only a script fills it in. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={trapId}>Address</label>
        <input {...form.register('address')} id={trapId} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <FormError form={form} className="shop-form-error" />
      <SubmitButton form={form} busyLabel="Sending…" className="button button--primary shop-wide">
        Send referral
      </SubmitButton>
    </Form>
  );
}
