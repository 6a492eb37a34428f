/**
 * GET /request-callback/admin: the desk's callback requests, newest first; `?status=` keeps one
 * status. The studio has hundreds of requests, not millions: the filter runs on the one query.
 */
import { listCallbacks } from '../data/callbacks';
import { staffRoute } from '../kit/staff-route';
import * as contracts from '../../shared/api/callbacks';

export const handler = staffRoute(contracts.listCallbacks).handler(async ({ query }) => {
  const callbacks = await listCallbacks();
  return query.status ? callbacks.filter((c) => c.currentStatus === query.status) : callbacks;
});
