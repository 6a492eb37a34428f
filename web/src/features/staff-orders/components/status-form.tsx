/**
 * The status change of the staff order page (any status, freely). Shipped asks for the
 * carrier and tracking number, which the customer's email carries. The change names the version
 * the page read; if someone else changed the order meanwhile the server says so, and Reload
 * shows their change.
 */
import { orderStatuses, type Order } from '@shared/orders';
import { statusFormSchema } from '@shared/staff-orders';
import { SelectField, TextField } from '@/components/form/fields';
import { Form, FormError, SubmitButton, useFormFailure } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { useSetOrderStatus } from '../api/set-order-status';

const statusOptions = Object.fromEntries(orderStatuses.map((s) => [s, s]));

export function StatusForm({ order, onReload }: { order: Order; onReload(): void }) {
  const change = useSetOrderStatus(order);
  const form = useSchemaForm(statusFormSchema, {
    initial: { status: order.status },
    // Shipped asks for the carrier and tracking number: their messages follow the status.
    deps: { status: ['carrier', 'trackingNumber'] },
    onSubmit: async ({ status, carrier, trackingNumber }) => {
      await change.mutateAsync({
        status,
        version: order.version ?? 0,
        ...(status === 'Shipped' && carrier && trackingNumber ? { shipment: { carrier, trackingNumber } } : {}),
      });
    },
  });
  const failure = useFormFailure(form);
  const shipped = form.watch('status') === 'Shipped';
  const clash = change.error instanceof ApiError && change.error.status === 409;
  return (
    <Form form={form} className="status-form" aria-label="Change the status" data-testid="status-form">
      <SelectField form={form} name="status" label="Status" options={statusOptions} placeholder="Choose a status" />
      {shipped && (
        <div className="status-form__shipment">
          <TextField form={form} name="carrier" label="Carrier" placeholder="UPS, FedEx, USPS…" />
          <TextField form={form} name="trackingNumber" label="Tracking number" />
        </div>
      )}
      <FormError form={form} className="staff-page__problem" />
      <div className="status-form__actions">
        <SubmitButton form={form} busyLabel="Saving…" className="button button--primary" data-testid="save-status">
          Save status
        </SubmitButton>
        {clash && (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              change.reset();
              onReload();
            }}
          >
            Reload
          </button>
        )}
        {change.isSuccess && !failure && <span role="status">Saved: {change.data.status}.</span>}
      </div>
    </Form>
  );
}
