/** POST /marketing/referral (public): a pre-launch referral; `address` is the hidden field only bots fill. */
import { leadRoutes } from '@shared/api/routes/leads';
import type { BodyOf, ContractOf } from '@shared/api/contract';
import { api } from '@/lib/api-client';

export type Referral = BodyOf<ContractOf<typeof leadRoutes.referFriend>>;

export const sendReferral = (referral: Referral) => api(leadRoutes.referFriend, { body: referral });
