/** `/Pre-Launch-Special/refer-a-friend`: refer a friend to the studio app before it launches; both get a free month. */
import { ReferralForm } from '@/features/referral';
import { usePageTitle } from '@/lib/site';
import '@/features/referral/referral.css';

export default function ReferAFriendRoute() {
  usePageTitle('Refer a friend');
  return (
    <section className="referral-page container" aria-labelledby="referral-title">
      <div className="referral-page__card">
        <p className="eyebrow">Pre-launch special</p>
        <h1 id="referral-title">Refer a friend</h1>
        <p className="referral-page__lede">
          Tell a friend about our photo studio app. When your friend signs up for a monthly or annual subscription, you both get a month free.
        </p>
        <ReferralForm />
      </div>
    </section>
  );
}
