/** GET /galleries/editor/{clientId}/{orderId}: every design round of each album, with the customer's comments beside the spreads. */
import * as contracts from '../../shared/api/editing';
import { listDesignRounds } from '../data/designs';
import { staffRoute } from '../kit/staff-route';
import { editorsOrderOf } from './lib/access';
import { designsOf } from './lib/design-views';

export const handler = staffRoute(contracts.getOrderDesigns).handler(async ({ params, caller }) => {
  const order = await editorsOrderOf(params, caller, 'read');
  return designsOf(order, await listDesignRounds(order._id), 'editors');
});
