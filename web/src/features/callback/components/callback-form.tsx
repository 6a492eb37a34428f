/**
 * The callback request form (every field required, a phone of exactly ten digits), checked
 * against the schema the server uses, in the panel of callback-widget.tsx, which loads this
 * module only when it is wanted.
 */
import { useEffect } from 'react';
import { callbackRequestSchema } from '@shared/callbacks';
import { messages } from '@shared/messages';
import { tenDigitPhone } from '@shared/passwords';
import { TextAreaField, PhoneField, TextField } from '@/components/form/fields';
import { Form, FormError, SubmitButton } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { site } from '@/lib/site';
import { requestCallback } from '../api/request-callback';

/** What the shopper has typed so far: the widget keeps it while the panel is closed. */
export type CallbackDraft = Partial<Record<'firstName' | 'lastName' | 'email' | 'phone' | 'message', string>>;

export default function CallbackForm({ draft, onDraft, onSent }: { draft: CallbackDraft; onDraft(draft: CallbackDraft): void; onSent(): void }) {
  const form = useSchemaForm(callbackRequestSchema, {
    initial: draft,
    normalise: { phone: tenDigitPhone },
    // Sent, the widget shows so in place of the form, and a new request starts empty.
    onSubmit: async (request) => {
      await requestCallback(request);
      onSent();
    },
    // The API said no, or could not be reached: each has its own message.
    failure: (error) => (error instanceof ApiError ? messages.callbackFailed : messages.callbackThrown),
  });

  const { watch } = form;
  useEffect(() => watch((values) => onDraft(values)).unsubscribe, [watch, onDraft]);

  return (
    <Form form={form} className="callback__form">
      <p className="callback__intro">Leave your details and we will call you back during studio hours, {site.hours}.</p>
      <div className="callback__names">
        <TextField form={form} name="firstName" label="First name" autoComplete="given-name" />
        <TextField form={form} name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <PhoneField form={form} name="phone" label="Phone" />
      <TextAreaField form={form} name="message" label="Message" rows={3} />
      <FormError form={form} className="shop-form-error" takeFocus data-testid="callback-outcome" />
      <SubmitButton form={form} busyLabel="Sending…" className="button button--primary shop-wide">
        Request callback
      </SubmitButton>
    </Form>
  );
}
