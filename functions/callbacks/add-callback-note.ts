/** PUT /request-callback/{id}/add-note: a non-empty note, signed with the caller's name and the time. */
import { addCallbackNote } from '../data/callbacks';
import { Forbidden, NotFound } from '../kit/errors';
import { route } from '../kit/route';
import { callbackRoutes } from '../../shared/api/callbacks';

export const handler = route(callbackRoutes.addCallbackNote).handler(async ({ params, body, caller }) => {
  const staff = await caller!.record();
  if (!staff) throw new Forbidden('There is no account for this user yet.');
  const callback = await addCallbackNote(params.id, {
    note: body.note, by: { firstName: staff.firstName, lastName: staff.lastName }, at: new Date().toISOString(),
  });
  if (!callback) throw new NotFound('That callback request no longer exists.');
  return callback;
});
