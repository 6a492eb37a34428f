/** GET /orders/{userId}/{orderId}/drafts/{lineId}: the saved draft of an album line, for its owner and the studio. */
import type { StoredDraft } from '../../shared/album-draft/schema';
import * as contracts from '../../shared/api/drafts';
import { getDraft } from '../data/drafts';
import { staffRoute } from '../kit/staff-route';
import { orderOf } from '../uploads/lib/order-lines';
import { albumLineOf } from './lib/draft-line';

export const handler = staffRoute(contracts.getAlbumDraft).handler(async ({ params }): Promise<StoredDraft> => {
  const order = await orderOf(params);
  const line = albumLineOf(order, params.lineId);
  const stored = await getDraft(order._id, line._id);
  return stored ? { draft: stored.draft, version: stored.version, updatedAt: stored.updatedAt } : { draft: null, version: 0 };
});
