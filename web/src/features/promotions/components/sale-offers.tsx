/**
 * What a sale page says about the sales running now (those that need no code): each one's name,
 * discount, what it applies to and when it ends; a sale announced ahead says when it starts; with
 * none, it says so and points to the albums instead of promising a discount. The prerendered page
 * keeps the place empty until the promotions are read, so nothing jumps when they arrive.
 */
import { Link } from 'react-router';
import { formatDateTime } from '@shared/formats';
import { isRunning } from '@shared/promotion-rules';
import { useCurrentPromotions } from '../current';
import { appliesToOf, discountOf } from '../words';
import '../sale-offers.css';

export function SaleOffers() {
  const { promotions, now, loaded } = useCurrentPromotions();
  const open = promotions.filter((p) => !p.needsCode);
  const running = open.filter((p) => isRunning(p, now));
  const upcoming = open.filter((p) => Date.parse(p.startsAt) > now.getTime());
  return (
    <div className="sale-offers" aria-live="polite" data-testid="sale-offers" aria-busy={!loaded || undefined}>
      {!loaded ? null : running.length > 0 ? (
        running.map((p) => (
          <div key={p.id} className="sale-offer" data-testid="sale-offer">
            <p className="sale-banner" data-testid="sale-banner">
              {p.name}
            </p>
            <p className="sale-offer__terms">
              {discountOf(p)} {appliesToOf(p)}, until <time dateTime={p.endsAt}>{formatDateTime(p.endsAt)}</time>.
            </p>
          </div>
        ))
      ) : (
        <div className="sale-offer" data-testid="no-sale">
          <p className="sale-offer__none">
            No sale is running right now — see <Link to="/albums">our albums</Link>.
          </p>
          {upcoming.map((p) => (
            <p key={p.id} className="sale-offer__terms" data-testid="upcoming-sale">
              {p.name}: {discountOf(p)} {appliesToOf(p)}, from <time dateTime={p.startsAt}>{formatDateTime(p.startsAt)}</time>.
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
