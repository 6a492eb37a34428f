/** The pre-launch waitlist of our photo studio app, and its refer-a-friend offer: a free month for both. */
import { facts } from './facts';

export const referralPath = '/Pre-Launch-Special/refer-a-friend';
export const sharePath = '/Pre-Launch-Special/share';
/** What a shared link opens: the pre-launch special. */
export const sharedPath = '/sale/pre-launch-special';

export const referralOffer = `When a friend you refer subscribes to the app, monthly or annually, you both get ${facts.referralReward}, on us.`;

export const shareMessage = {
  subject: 'Join me on the Lumière pre-launch list',
  body: 'I just joined the waitlist for the new photo studio app from Lumière Albums. Join too, and we both get a free month when you subscribe:',
};
