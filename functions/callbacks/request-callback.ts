/**
 * POST /request-callback: anyone leaves their details; the studio calls back (status New). The
 * request is announced (Callback requested), and the studio is emailed from there: the visitor's
 * answer does not wait for the email, so a mail failure never makes them send it twice.
 */
import { createCallback } from '../data/callbacks';
import { route } from '../kit/route';
import { publish } from '../kit/shop-events';
import * as contracts from '../../shared/api/leads';

export const handler = route(contracts.requestCallback).handler(async ({ body, log }) => {
  const callback = await createCallback(body);
  await publish('callbackRequested', { callbackId: callback._id }, log);
  return { _id: callback._id };
});
