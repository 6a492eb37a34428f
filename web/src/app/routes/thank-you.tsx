/** `/thank-you`: after a shopper has sent us something, a warm word and where to go next. */
import { Link } from 'react-router';
import { site } from '@/features/content';
import { usePageTitle } from '@/lib/site';
import './note-page.css';

export default function ThankYouRoute() {
  usePageTitle('Thank you');
  return (
    <section className="note-page container" aria-labelledby="thank-you-title">
      <p className="eyebrow">With gratitude</p>
      <h1 id="thank-you-title">Thank you!</h1>
      <p className="note-page__lede">We have received your message, and a real person at our studio will be in touch during studio hours, {site.hours}.</p>
      <p>In the meantime, have a look at what we make.</p>
      <div className="note-page__actions">
        <Link to="/albums" className="button button--primary">
          Explore albums
        </Link>
        <Link to="/" className="button button--quiet">
          Back to home
        </Link>
      </div>
    </section>
  );
}
