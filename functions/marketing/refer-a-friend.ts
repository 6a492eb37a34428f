/**
 * POST /marketing/referral: a pre-launch customer refers a friend. The form's hidden `address`
 * field is a trap: people never see it, bots fill it in. Such a submission is thanked like any
 * other and stored nowhere.
 */
import { createReferral } from '../data/referrals';
import { route } from '../kit/route';
import * as contracts from '../../shared/api/leads';

export const handler = route(contracts.referFriend).handler(async ({ body, log }) => {
  if (body.address) {
    log.info('referral ignored: the hidden field was filled');
    return {};
  }
  await createReferral({ email: body.email, referralEmail: body.referralEmail, referralPhone: body.referralPhone });
  return {};
});
