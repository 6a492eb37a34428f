/** Leads: callback requests and pre-launch referrals, public. */
import * as z from 'zod/mini';
import { callbackRequestSchema } from '../callbacks';
import { referralSchema } from '../referrals';
import { defineContract } from './contract';

export const leadRoutes = {
  requestCallback: defineContract({
    method: 'POST', path: '/request-callback', summary: 'Asks the studio to call back',
    allow: ['public'], body: callbackRequestSchema, response: z.object({ _id: z.string() }), successStatus: 201,
  }),
  referFriend: defineContract({
    method: 'POST', path: '/marketing/referral', summary: 'Refers a friend to the pre-launch offer',
    allow: ['public'], body: referralSchema, response: z.object({}), successStatus: 201,
  }),
};
