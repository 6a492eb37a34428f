/** POST /marketing/referral (public): a pre-launch referral; `address` is the hidden field only bots fill. */
import type { ContractOf } from '@shared/api';
import type { BodyOf } from '@shared/api/contract';
import { api } from '@/lib/api-client';

export type Referral = BodyOf<ContractOf<'POST /marketing/referral'>>;

export const sendReferral = (referral: Referral) => api('POST /marketing/referral', { body: referral });
