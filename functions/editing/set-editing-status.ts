/**
 * PUT /orders/editors/{clientId}/{orderId}/status: the editors' dropdown (Sent to editing team,
 * Editing started, Waiting for client approval, Editing completed) on an order in the queue, on
 * the version the dashboard read. Waiting for client approval sends the proof and is offered
 * once every album has a design to show (docs/editing.md, "When the proof goes out");
 * Editing completed follows the customer's approval.
 */
import * as contracts from '../../shared/api/editing';
import { designsAreIn, editorMoveRefusal } from '../../shared/proofs';
import { staffMessages } from '../../shared/staff-orders';
import { listDesignRounds } from '../data/designs';
import { changeOrderStatus } from '../data/orders';
import { Conflict } from '../kit/errors';
import { publish } from '../kit/shop-events';
import { staffRoute } from '../kit/staff-route';
import { editorsOrderOf } from './lib/access';
import { linesOf } from './lib/lines';
import { queueRowOf } from './lib/queue-row';
import { sendProof } from './lib/send-proof';

export const handler = staffRoute(contracts.setEditingStatus).handler(async ({ params, body, caller, log }) => {
  const [order, editor] = await Promise.all([editorsOrderOf(params, caller, 'change'), caller!.record()]);
  if ((order.version ?? 0) !== body.version) throw new Conflict(staffMessages.versionConflict);
  const lines = linesOf(order, order.albums.length ? await listDesignRounds(order._id) : []);
  const refusal = editorMoveRefusal(order.status, body.status, { hasAlbums: lines.length > 0, designsIn: designsAreIn(lines.map((l) => l.state)) });
  if (refusal) throw new Conflict(refusal);
  const entry = { status: body.status, updatedAt: new Date().toISOString(), updatedBy: { firstName: editor!.firstName, lastName: editor!.lastName } };
  if (body.status === 'Waiting for client approval') return queueRowOf(await sendProof(order, lines, body.version, entry, log));
  const changed = await changeOrderStatus(order, body.version, entry);
  await publish('editingStatusChanged', { orderId: changed._id, status: changed.status }, log);
  return queueRowOf(changed);
});
