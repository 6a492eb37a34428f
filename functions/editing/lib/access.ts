/**
 * Which orders the editing routes may reach (docs/editing.md): only orders in the editing queue,
 * for Editors and Admin alike. An Admin may still read an order's designs after it left the
 * queue (the approved design stays visible); nobody changes them then.
 */
import { inEditingQueue, proofMessages } from '../../../shared/proofs';
import type { Order } from '../../../shared/orders';
import { staffMessages } from '../../../shared/staff-orders';
import { getOrder } from '../../data/orders';
import { Conflict, Forbidden, NotFound } from '../../kit/errors';
import type { Caller } from '../../kit/route';

export async function editorsOrderOf(params: { clientId: string; orderId: string }, caller: Caller | undefined, purpose: 'read' | 'change'): Promise<Order> {
  const [order, record] = await Promise.all([getOrder(params.orderId), caller?.record()]);
  if (!order || order.user !== params.clientId) throw new NotFound(staffMessages.orderNotFound);
  if (inEditingQueue(order.status)) return order;
  if (record?.role !== 'Admin') throw new Forbidden(proofMessages.notInQueue);
  if (purpose === 'read') return order;
  throw new Conflict(proofMessages.notInQueue);
}
