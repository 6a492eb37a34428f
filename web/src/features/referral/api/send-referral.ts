/** POST /marketing/referral (public): a pre-launch referral; `address` is the hidden field only bots fill. */
import type * as z from 'zod';
import type { referralSchema } from '@shared/referrals';
import { api } from '@/lib/api-client';

export type Referral = z.output<typeof referralSchema>;

export const sendReferral = (referral: Referral): Promise<unknown> => api.post('/marketing/referral', referral);
