/**
 * GET /orders/editors/{userId}: the editors' dashboard: the counts of Active, Awaiting
 * Client Approval and Completed, and the queue oldest first. `{userId}` is the signed-in editor:
 * the queue is the editing team's, so every editor reads the same one, but only as themselves.
 */
import * as contracts from '../../shared/api/editing';
import { proofMessages, queueGroupOf } from '../../shared/proofs';
import { editingQueue } from '../data/editing-queue';
import { Forbidden } from '../kit/errors';
import { staffRoute } from '../kit/staff-route';
import { queueRowOf } from './lib/queue-row';

export const handler = staffRoute(contracts.listEditingQueue).handler(async ({ params, caller }) => {
  if (params.userId !== caller!.sub) throw new Forbidden(proofMessages.notYourQueue);
  const orders = (await editingQueue()).map(queueRowOf);
  const counts = { active: 0, awaitingApproval: 0, completed: 0 };
  for (const order of orders) counts[queueGroupOf(order.status)]++;
  return { counts, orders };
});
