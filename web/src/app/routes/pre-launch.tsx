/**
 * `/Pre-Launch-Special`: thank you for joining the waitlist of our photo studio app.
 * `/Pre-Launch-Special/share`: share the pre-launch with friends. The refer-a-friend form itself
 * (`/Pre-Launch-Special/refer-a-friend`) is the referral feature's page; both link to it.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { referralOffer, referralPath, shareMessage, sharedPath, sharePath } from '@/features/content';
import { usePageTitle } from '@/lib/site';
import '@/components/form/forms.css';
import './note-page.css';

export function WaitlistThankYouPage() {
  usePageTitle('You are on the list');
  return (
    <section className="note-page container" aria-labelledby="waitlist-title">
      <p className="eyebrow">Pre-launch special</p>
      <h1 id="waitlist-title">You&rsquo;re on the list!</h1>
      <p className="note-page__lede">Thank you for joining the waitlist for our photo studio app. We will let you know the moment it opens.</p>
      <div className="offer-card">
        <h2 className="offer-card__title">A free month, for you and a friend</h2>
        <p>{referralOffer}</p>
        <div className="note-page__actions">
          <Link to={referralPath} className="button button--primary">
            Refer a friend
          </Link>
          <Link to={sharePath} className="button button--quiet">
            Share the news
          </Link>
        </div>
      </div>
    </section>
  );
}

export function SharePage() {
  usePageTitle('Share the pre-launch');
  const link = `${window.location.origin}${sharedPath}`;
  const [copied, setCopied] = useState<'yes' | 'failed' | undefined>(undefined);
  const mailto = `mailto:?subject=${encodeURIComponent(shareMessage.subject)}&body=${encodeURIComponent(`${shareMessage.body} ${link}`)}`;
  const canShare = typeof navigator.share === 'function';

  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );

  return (
    <section className="note-page container" aria-labelledby="share-title">
      <p className="eyebrow">Pre-launch special</p>
      <h1 id="share-title">Share the news</h1>
      <p className="note-page__lede">{referralOffer}</p>
      <div className="share-box">
        <label htmlFor="share-link" className="field-label">
          Your link to share
        </label>
        <div className="share-box__row">
          <input id="share-link" className="input" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="button button--primary" onClick={() => void copy()}>
            Copy link
          </button>
        </div>
        <p className="share-box__status" role="status">
          {copied === 'yes' && 'Copied! Paste it anywhere you like.'}
          {copied === 'failed' && 'Your browser would not let us copy it: select the link and copy it yourself.'}
        </p>
        <div className="note-page__actions">
          <a href={mailto} className="button button--quiet">
            Share by email
          </a>
          {canShare && (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => void navigator.share({ title: shareMessage.subject, text: shareMessage.body, url: link }).catch(() => {})}
            >
              More ways to share
            </button>
          )}
        </div>
      </div>
      <p>
        Prefer to tell us who to invite? Use our <Link to={referralPath}>refer-a-friend form</Link>.
      </p>
    </section>
  );
}
