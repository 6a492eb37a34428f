/**
 * The emails the studio gets (at its address, STUDIO_EMAIL): a customer answered a proof, asked
 * to cancel, or someone asked to be called back. Each links to the staff page where it is handled.
 */
import type { Callback } from '../../../shared/callbacks';
import { formatCents } from '../../../shared/money';
import type { Order } from '../../../shared/orders';
import type { Email } from './email';
import { Action, EmailLayout, Lines, Paragraph } from './layout';
import { numberOf, orderRows, siteLinks } from './order-parts';

const customerOf = (order: Order) => `${order.firstName} ${order.lastName}`;

export function proofAnswered(order: Order, answer: { decision: 'approve' | 'changes'; comments: number }, studio: string, site: string): Email {
  const who = customerOf(order);
  const number = numberOf(order);
  const said =
    answer.decision === 'approve'
      ? `${who} approved the album design of order ${number}. The design is locked: add the print-ready file if it is missing, then mark the order Editing completed.`
      : `${who} asked for changes to the album design of order ${number}, with ${answer.comments} comment${answer.comments === 1 ? '' : 's'} beside the spreads. The order is back to Editing started.`;
  return {
    to: studio,
    subject:
      answer.decision === 'approve' ? `Order ${number}: ${who} approved the album design` : `Order ${number}: ${who} asked for changes to the album design`,
    body: (
      <EmailLayout site={site} heading={answer.decision === 'approve' ? 'Design approved' : 'Changes asked for'} preview={said}>
        <Paragraph>{said}</Paragraph>
        <Lines rows={orderRows(order, { priced: false })} />
        <Action href={siteLinks(site).editors}>Open the editors’ dashboard</Action>
      </EmailLayout>
    ),
  };
}

export function cancellationRequested(order: Order, reason: string | undefined, studio: string, site: string): Email {
  const who = customerOf(order);
  const number = numberOf(order);
  const said = `${who} asks to cancel order ${number} (${formatCents(order.totalPrice)}), placed ${order.createdAt.slice(0, 10)}.`;
  return {
    to: studio,
    subject: `Order ${number}: ${who} asks to cancel`,
    body: (
      <EmailLayout site={site} heading="A customer asks to cancel" preview={said}>
        <Paragraph>{said}</Paragraph>
        <Paragraph>{reason ? `Their reason: ${reason}` : 'They gave no reason.'}</Paragraph>
        <Lines rows={orderRows(order, { priced: true })} />
        <Paragraph>An Admin refunds it from the order’s page.</Paragraph>
        <Action href={siteLinks(site).staffOrder(order._id)}>Open order {number}</Action>
      </EmailLayout>
    ),
  };
}

export function callbackRequested(callback: Callback, studio: string, site: string): Email {
  const who = `${callback.firstName} ${callback.lastName}`;
  return {
    to: studio,
    subject: `Callback request from ${who}`,
    body: (
      <EmailLayout site={site} heading="Please call back" preview={`${who} asks for a call back.`}>
        <Paragraph>{who} asks for a call back.</Paragraph>
        <Paragraph>Phone: {callback.phone}</Paragraph>
        <Paragraph>Email: {callback.email}</Paragraph>
        {callback.message.split('\n').map((line, i) => (
          <Paragraph key={i}>{line}</Paragraph>
        ))}
        <Action href={siteLinks(site).callbacks}>Open the callback requests</Action>
      </EmailLayout>
    ),
  };
}
