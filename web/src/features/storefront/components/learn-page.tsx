/**
 * The learn page of an album or a product: a cover carousel that moves on by
 * itself, what the item is, its features and prices, its covers or finishes, and an Order
 * button that joins the page once the shopper scrolls near the details.
 */
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CatalogItem } from '@shared/catalog';
import { fromPrice, isAlbum, nameOf } from '@shared/catalog-rules';
import { Carousel } from '@/components/ui/carousel';
import { orderPathOf, picturesOf, withoutComingSoon } from '@/features/catalog';
import { FromPrice } from '@/features/promotions';
import { usePageTitle } from '@/lib/site';
import { CoverSwatches } from './cover-swatches';
import { OrderBar, useScrolledNear } from './order-bar';
import './catalog-facts.css';
import './learn-page.css';

interface LearnPageProps {
  item: CatalogItem;
  /** 4 s for albums, 3 s for products */
  carouselMs: number;
  /** A few facts under the price, e.g. sizes and pages. */
  facts: readonly { term: string; detail: ReactNode }[];
  /** The price table; not shown for an item that is not on sale. */
  prices: ReactNode;
  /** Instead of the Order button, for an item not on sale yet. */
  unavailable?: ReactNode;
}

export function LearnPage({ item, carouselMs, facts, prices, unavailable }: LearnPageProps) {
  const name = nameOf(item);
  const kind = isAlbum(item) ? 'album' : 'product';
  usePageTitle(isAlbum(item) ? `The ${name} album` : name);
  const details = useRef<HTMLElement>(null);
  const nearDetails = useScrolledNear(details);
  const price = fromPrice(item);
  const features = isAlbum(item) ? item.features : item.marketing_features;
  const tagline = unavailable ? withoutComingSoon(item.tagline) : item.tagline;
  const description = unavailable ? withoutComingSoon(item.description) : item.description;
  const slides = picturesOf(item).map((image, i) => ({
    src: image.url,
    alt: image.alt || `${name} ${kind}, picture ${i + 1}`,
    width: 1200,
    height: 900,
  }));

  return (
    <article className="learn" data-testid="learn-page" data-name={name}>
      <header className="learn__hero container">
        <Carousel label={`${name} pictures`} slides={slides} intervalMs={carouselMs} priority className="learn__carousel" />
        <div className="learn__intro">
          <p className="eyebrow">{isAlbum(item) ? 'Heirloom album' : (item.subcategory ?? 'Wall art')}</p>
          <h1 className="learn__title">{isAlbum(item) ? `The ${name}` : name}</h1>
          {tagline && <p className="learn__tagline">{tagline}</p>}
          {price !== undefined && !unavailable && (
            <p className="learn__price" data-testid="from-price">
              <FromPrice item={item} />
            </p>
          )}
          <dl className="learn__facts">
            {facts.map((fact) => (
              <div key={fact.term}>
                <dt>{fact.term}</dt>
                <dd>{fact.detail}</dd>
              </div>
            ))}
          </dl>
          {unavailable ?? (
            <Link to={orderPathOf(item)} className="button button--primary learn__order">
              Order<span className="visually-hidden"> {name}</span>
            </Link>
          )}
        </div>
      </header>

      <section ref={details} className="learn__details" aria-labelledby="learn-details-title" data-testid="learn-details">
        <div className="container learn__details-grid">
          <div className="prose">
            <p className="eyebrow">The details</p>
            <h2 id="learn-details-title">What makes {isAlbum(item) ? `the ${name}` : `our ${name}`}</h2>
            {description && <p>{description}</p>}
          </div>
          {features.length > 0 && (
            <ul className="feature-list" aria-label="Features">
              {features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <div className="learn__options container">
        {item.coverOptions.length > 0 && <CoverSwatches item={item} />}
        {!unavailable && (
          <section className="learn__prices" aria-labelledby="learn-prices-title">
            <h2 id="learn-prices-title">Sizes &amp; prices</h2>
            {prices}
          </section>
        )}
      </div>

      {!unavailable && <OrderBar name={name} price={price !== undefined && <FromPrice item={item} />} orderHref={orderPathOf(item)} shown={nearDetails} />}
    </article>
  );
}
