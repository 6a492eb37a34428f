/** POST /request-callback: anyone leaves their details; the studio calls back (status New). */
import { createCallback } from '../data/callbacks';
import { route } from '../kit/route';
import { leadRoutes } from '../../shared/api/leads';

export const handler = route(leadRoutes.requestCallback).handler(async ({ body }) => {
  const callback = await createCallback(body);
  return { _id: callback._id };
});
