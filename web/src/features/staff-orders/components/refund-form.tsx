/**
 * Cancel and refund (Admin): within 24 hours of purchase as a matter of course, later
 * only with a reason, which overrides the policy and is recorded with the refund.
 */
import { formatDateTime } from '@shared/formats';
import { formatCents } from '@shared/money';
import type { Order } from '@shared/orders';
import { refundFormSchema, withinCancellationWindow } from '@shared/staff-orders';
import { TextAreaField } from '@/components/form/fields';
import { Form, FormError, SubmitButton } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useRefundOrder } from '../api/refund-order';

export function RefundForm({ order }: { order: Order }) {
  const refund = useRefundOrder(order);
  const inWindow = withinCancellationWindow(order);
  const form = useSchemaForm(refundFormSchema, {
    onSubmit: async ({ reason }) => {
      await refund.mutateAsync(reason);
    },
  });
  if (order.refund)
    return (
      <p data-testid="refund-done">
        Refunded {formatCents(order.refund.amount)} on {formatDateTime(order.refund.refundedAt)} ({order.refund.refundId}).
      </p>
    );
  if (order.paymentStatus !== 'paid' || order.status === 'Cancelled') return <p>Only a paid order that is not cancelled can be refunded.</p>;
  return (
    <Form form={form} className="refund-form" aria-label="Cancel and refund" data-testid="refund-form">
      <p>
        {inWindow
          ? 'This order is within the 24-hour cancellation window.'
          : 'The 24-hour cancellation window has passed: give the reason you are overriding the policy.'}
        {order.cancellationRequest && ' The customer asked to cancel.'}
      </p>
      <TextAreaField form={form} name="reason" label={inWindow ? 'Reason (optional)' : 'Reason for the override'} rows={2} />
      <FormError form={form} className="staff-page__problem" />
      <SubmitButton form={form} busyLabel="Refunding…" className="button button--quiet refund-form__submit" data-testid="refund">
        Cancel the order and refund {formatCents(order.totalPrice)}
      </SubmitButton>
    </Form>
  );
}
