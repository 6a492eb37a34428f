/** GET /galleries/editor/{clientId}/{orderId}: every design round of each album, with the customer's comments beside the spreads, and the customer's album drafts: which albums have one, and the draft each round was sent with. */
import * as contracts from '../../shared/api/editing';
import { listDesignRounds } from '../data/designs';
import { listDraftFacts, listRoundDrafts } from '../data/drafts';
import { staffRoute } from '../kit/staff-route';
import { editorsOrderOf } from './lib/access';
import { designsOf } from './lib/design-views';

export const handler = staffRoute(contracts.getOrderDesigns).handler(async ({ params, caller }) => {
  const order = await editorsOrderOf(params, caller, 'read');
  const [rounds, facts, roundDrafts] = await Promise.all([listDesignRounds(order._id), listDraftFacts(order._id), listRoundDrafts(order._id)]);
  return designsOf(order, rounds, 'editors', { facts, rounds: roundDrafts });
});
