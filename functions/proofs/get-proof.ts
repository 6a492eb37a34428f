/** GET /orders/{userId}/{orderId}/proof: the design rounds sent to the customer for each album of their own order. */
import * as contracts from '../../shared/api/proofs';
import { listDesignRounds } from '../data/designs';
import { designsOf } from '../editing/lib/design-views';
import { route } from '../kit/route';
import { orderOf } from '../uploads/lib/order-lines';

export const handler = route(contracts.getProof).handler(async ({ params }) => {
  const order = await orderOf(params);
  return designsOf(order, order.albums.length ? await listDesignRounds(order._id) : [], 'customer');
});
