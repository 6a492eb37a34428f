/** PUT /request-callback/{id}: moves a callback request to another status (New, No-Answer, Completed, …). */
import { setCallbackStatus } from '../data/callbacks';
import { NotFound } from '../kit/errors';
import { staffRoute } from '../kit/staff-route';
import * as contracts from '../../shared/api/callbacks';

export const handler = staffRoute(contracts.setCallbackStatus).handler(async ({ params, body }) => {
  const callback = await setCallbackStatus(params.id, body.newStatus);
  if (!callback) throw new NotFound('That callback request no longer exists.');
  return callback;
});
