/** Leads: callback requests and pre-launch referrals, public. */
import * as z from 'zod/mini';
import { callbackRequestSchema } from '../callbacks';
import { referralSchema } from '../referrals';
import { defineContract } from './contract';
import * as table from './routes';

export const requestCallback = defineContract({
  ...table.requestCallback,
  summary: 'Asks the studio to call back',
  body: callbackRequestSchema,
  response: z.object({ _id: z.string() }),
  successStatus: 201,
});

export const referFriend = defineContract({
  ...table.referFriend,
  summary: 'Refers a friend to the pre-launch offer',
  body: referralSchema,
  response: z.object({}),
  successStatus: 201,
});

/** The area's routes by name, for the route table, the gateway and the docs; a handler imports its own route alone. */
export const leadRoutes = { requestCallback, referFriend };
