/** PUT /request-callback/{id}/add-note: a non-empty note, signed with the caller's name and the time, up to MAX_CALLBACK_NOTES. */
import { MAX_CALLBACK_NOTES } from '../../shared/callbacks';
import { messages } from '../../shared/messages';
import { addCallbackNote, getCallback } from '../data/callbacks';
import { Forbidden, NotFound, ValidationFailed } from '../kit/errors';
import { staffRoute } from '../kit/staff-route';
import * as contracts from '../../shared/api/callbacks';

export const handler = staffRoute(contracts.addCallbackNote).handler(async ({ params, body, caller }) => {
  const staff = await caller!.record();
  if (!staff) throw new Forbidden('There is no account for this user yet.');
  const callback = await addCallbackNote(params.id, {
    note: body.note,
    by: { firstName: staff.firstName, lastName: staff.lastName },
    at: new Date().toISOString(),
  });
  if (callback) return callback;
  // The condition failed: the request is gone, or it holds as many notes as it may.
  if (!(await getCallback(params.id))) throw new NotFound('That callback request no longer exists.');
  throw new ValidationFailed(messages.callbackNotesFull(MAX_CALLBACK_NOTES), { note: messages.callbackNotesFull(MAX_CALLBACK_NOTES) });
});
