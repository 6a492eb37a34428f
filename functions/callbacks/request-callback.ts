/** POST /request-callback: anyone leaves their details; the studio calls back (status New). */
import { createCallback } from '../data/callbacks';
import { route } from '../kit/route';
import { routes } from '../routes';

export const handler = route(routes.requestCallback).handler(async ({ body }) => {
  const callback = await createCallback(body);
  return { _id: callback._id };
});
