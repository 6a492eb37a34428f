/**
 * The status change of the staff order page (any status, freely). Shipped asks for the
 * carrier and tracking number, which the customer's email carries. The change names the version
 * the form read; if someone else changed the order meanwhile the server says so, and Reload
 * shows their change.
 *
 * The form outlives the page's reads of the order: a save says Saved and shows the stored status;
 * a newer order read while the person has chosen nothing replaces the form's values, and one read
 * while they are choosing is announced, never put over their choice.
 */
import { useEffect, useRef, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { orderStatuses, type Order } from '@shared/orders';
import { readyForEditingChoices, statusFormSchema } from '@shared/staff-orders';
import { SelectField, TextField } from '@/components/form/fields';
import { Form, FormError, SubmitButton, useFormFailure } from '@/components/form/form';
import { controlOf, useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { useSetOrderStatus } from '../api/set-order-status';

const statusOptions = Object.fromEntries(orderStatuses.map((s) => [s, s]));
const yesNo = (ready: boolean) => (ready ? 'yes' : 'no');
const valuesOf = (order: Order) => ({ status: order.status, readyForEditing: yesNo(order.readyForEditing), carrier: '', trackingNumber: '' });

export function StatusForm({ order, onReload }: { order: Order; onReload(): void }) {
  const change = useSetOrderStatus(order);
  // The order the form's values came from: its version is the one a save names.
  const [base, setBase] = useState(order);
  const [saved, setSaved] = useState<string>();
  const form = useSchemaForm(statusFormSchema, {
    initial: { status: order.status, readyForEditing: yesNo(order.readyForEditing) },
    // Shipped asks for the carrier and tracking number: their messages follow the status.
    deps: { status: ['carrier', 'trackingNumber'] },
    onSubmit: async ({ status, readyForEditing, carrier, trackingNumber }) => {
      setSaved(undefined);
      const stored = await change.mutateAsync({
        status,
        version: base.version ?? 0,
        readyForEditing: readyForEditing === 'yes',
        ...(status === 'Shipped' && carrier && trackingNumber ? { shipment: { carrier, trackingNumber } } : {}),
      });
      adopt(stored);
      setSaved(stored.status);
    },
  });
  const { isDirty } = useFormState({ control: controlOf(form) });
  const adopt = (next: Order) => {
    setBase(next);
    form.reset(valuesOf(next));
  };
  // Reload asks for the newest order and takes it, whatever the form holds.
  const takeNext = useRef(false);
  const newer = (order.version ?? 0) > (base.version ?? 0);
  useEffect(() => {
    if (!newer) return;
    if (isDirty && !takeNext.current) return;
    takeNext.current = false;
    setSaved(undefined);
    adopt(order);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a newer order read is what changes the form
  }, [order, newer]);

  const failure = useFormFailure(form);
  const shipped = form.watch('status') === 'Shipped';
  const clash = change.error instanceof ApiError && change.error.status === 409;
  const reload = () => {
    change.reset();
    if (newer) adopt(order);
    else takeNext.current = true;
    onReload();
  };
  return (
    <Form form={form} className="status-form" aria-label="Change the status" data-testid="status-form">
      <SelectField form={form} name="status" label="Status" options={statusOptions} placeholder="Choose a status" />
      <SelectField form={form} name="readyForEditing" label="Ready for editing" options={readyForEditingChoices} placeholder="Choose" />
      {shipped && (
        <div className="status-form__shipment">
          <TextField form={form} name="carrier" label="Carrier" placeholder="UPS, FedEx, USPS…" />
          <TextField form={form} name="trackingNumber" label="Tracking number" />
        </div>
      )}
      {newer && isDirty && !clash && (
        <p className="staff-order__alert" role="status" data-testid="status-changed-meanwhile">
          Someone else changed this order to {order.status} while you were choosing. Your choice is kept; Reload to see their change first.
        </p>
      )}
      <FormError form={form} className="staff-page__problem" />
      <div className="status-form__actions">
        <SubmitButton form={form} busyLabel="Saving…" className="button button--primary" data-testid="save-status">
          Save status
        </SubmitButton>
        {(clash || (newer && isDirty)) && (
          <button type="button" className="button button--quiet" onClick={reload}>
            Reload
          </button>
        )}
        {saved && !failure && !isDirty && (
          <span role="status" className="staff-page__saved" data-testid="status-saved">
            Saved: {saved}.
          </span>
        )}
      </div>
    </Form>
  );
}
