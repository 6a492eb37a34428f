/**
 * The frame of an order page: while the item loads, a quiet placeholder; when it cannot be
 * found or loaded, says so; then the photographs beside the order panel, and the item's story
 * below. The form inside the panel is the album's or the product's.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CatalogItem } from '@shared/catalog';
import { isAlbum, nameOf } from '@shared/catalog-rules';
import { Carousel } from '@/components/ui/carousel';
import { learnPathOf, picturesOf } from '@/features/catalog';
import { ApiError } from '@/lib/api-client';
import './order-page.css';

interface OrderPageProps {
  /** `album` or `wall art`: how the page speaks of the item while it has no name yet. */
  noun: string;
  item: CatalogItem | undefined;
  error: Error | null;
  onRetry(): void;
  intervalMs: number;
  /** The order form, once the item is known. */
  children?: ReactNode;
}

export function OrderPage({ noun, item, error, onRetry, intervalMs, children }: OrderPageProps) {
  if (error) return <OrderPageError noun={noun} error={error} onRetry={onRetry} />;
  if (!item) return <OrderPagePlaceholder noun={noun} />;

  const name = nameOf(item);
  const features = isAlbum(item) ? item.features : item.marketing_features;
  return (
    <article className="order-page container" data-testid="order-page" data-name={name}>
      <nav aria-label="Breadcrumb" className="order-breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to={learnPathOf(item)}>{name}</Link>
          </li>
          <li aria-current="page">Order</li>
        </ol>
      </nav>
      <div className="order-page__grid">
        <div className="order-page__media">
          <Carousel
            label={`${name} photographs`}
            // Catalog photographs are drawn at 1200x900 (4:3).
            slides={picturesOf(item).map((image) => ({ src: image.url, alt: image.alt, width: 1200, height: 900 }))}
            intervalMs={intervalMs}
            priority
            className="order-page__carousel"
          />
        </div>
        <div className="order-page__panel">
          <p className="eyebrow">{isAlbum(item) ? 'Heirloom album' : (item.subcategory ?? 'Wall art')}</p>
          <h1 className="order-page__title">{name}</h1>
          {/* A piece not for sale says Coming Soon! in the panel; its tagline would only repeat it. */}
          {item.tagline && (isAlbum(item) || item.availableForPurchase) && <p className="order-page__tagline">{item.tagline}</p>}
          {children}
        </div>
      </div>
      {(item.description || features.length > 0) && (
        <section className="order-page__story" aria-labelledby="order-story-title">
          <h2 id="order-story-title">About the {name}</h2>
          <div className="order-page__story-grid">
            {item.description && <p>{item.description}</p>}
            {features.length > 0 && (
              <ul className="order-features">
                {features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            )}
          </div>
        </section>
      )}
    </article>
  );
}

function OrderPagePlaceholder({ noun }: { noun: string }) {
  return (
    <div className="order-page container" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading the {noun}…
      </p>
      <div className="order-page__grid" aria-hidden="true">
        <div className="order-page__media">
          <div className="order-page__placeholder" />
        </div>
        <div className="order-page__panel">
          <span className="placeholder-line order-page__line" />
          <span className="placeholder-line order-page__line order-page__line--title" />
          <span className="placeholder-line order-page__line order-page__line--short" />
        </div>
      </div>
    </div>
  );
}

function OrderPageError({ noun, error, onRetry }: { noun: string; error: Error; onRetry(): void }) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div className="order-page container">
      <div className="load-error" role="alert" data-testid="order-page-error">
        {notFound ? (
          <>
            <h1 className="order-page__error-title">We could not find that {noun}.</h1>
            <Link to="/" className="button button--quiet">
              See our collection
            </Link>
          </>
        ) : (
          <>
            <h1 className="order-page__error-title">We could not show this {noun} just now.</h1>
            <p className="load-error__detail">{error.message}</p>
            <button type="button" className="button button--quiet" onClick={onRetry}>
              Try again
            </button>
          </>
        )}
      </div>
    </div>
  );
}
