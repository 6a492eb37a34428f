/**
 * The emails of a proof's steps (issue 12): the customer when a proof is ready for them (the
 * first and every revised one), the studio when the customer approved or asked for changes.
 */
import type { Order } from '../../../shared/orders';
import { roundsAllowed } from '../../../shared/proofs';

type Email = { to: string; subject: string; text: string };
const numberOf = (order: Order) => order.orderNumber ?? order._id;
const myOrders = (order: Order) => `${process.env.SITE_ORIGIN ?? ''}/${order.user}/orders?orderId=${order._id}`;
const signature = ['', 'Lumière Albums · 9am-5pm CST'];

/** `rounds`: the round each album line's proof is at now. */
export function proofReadyEmail(order: Order, rounds: ReadonlyMap<string, number>): Email {
  const revised = [...rounds.values()].some((r) => r > 1);
  const lines = order.albums.map((line) => {
    const round = rounds.get(line._id) ?? 1;
    return `- ${line.albumName} album (${line.albumOptions.size}): proof ${round} of ${roundsAllowed(line)}`;
  });
  return {
    to: order.email,
    subject: revised ? `Your revised album design for order ${numberOf(order)} is ready` : `Your order ${numberOf(order)} is ready for your approval`,
    text: [
      `Hello ${order.firstName},`,
      '',
      revised
        ? 'We have made the changes you asked for. Please look the new proof over and approve it, or tell us what to change.'
        : 'Your album design is ready. Please look it over from My Orders and approve it, or tell us what to change.',
      '',
      ...lines,
      '',
      `See your proof in My Orders: ${myOrders(order)}`,
      ...signature,
    ].join('\n'),
  };
}

export function customerAnsweredEmail(order: Order, studio: string, answer: { decision: 'approve' | 'changes'; comments: number }): Email {
  const who = `${order.firstName} ${order.lastName}`;
  return {
    to: studio,
    subject:
      answer.decision === 'approve'
        ? `Order ${numberOf(order)}: ${who} approved the album design`
        : `Order ${numberOf(order)}: ${who} asked for changes to the album design`,
    text: [
      answer.decision === 'approve'
        ? `${who} approved the album design of order ${numberOf(order)}. The design is locked: add the print-ready file if it is missing, then mark the order Editing completed.`
        : `${who} asked for changes to the album design of order ${numberOf(order)}, with ${answer.comments} comment${answer.comments === 1 ? '' : 's'} beside the spreads. The order is back to Editing started.`,
      '',
      'Open the editors’ dashboard: /admin/editors',
    ].join('\n'),
  };
}
