/** A titled grid of product cards, with its loading and error states. */
import type { ReactNode } from 'react';
import type { CatalogItem } from '@shared/catalog';
import { nameOf } from '@shared/catalog-rules';
import { ProductCard } from './product-card';
import '../catalog.css';

interface CatalogSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** Undefined while loading or after an error. */
  items: readonly CatalogItem[] | undefined;
  error: Error | null;
  onRetry: () => void;
  /** How many placeholders to show while loading. */
  expected: number;
}

export function CatalogSection(props: CatalogSectionProps) {
  const { id, eyebrow, title, intro, items, error, onRetry, expected } = props;
  const headingId = `${id}-title`;
  return (
    <section id={id} className="catalog-section container" aria-labelledby={headingId}>
      <header className="section-header">
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={headingId}>{title}</h2>
        <p className="section-header__intro">{intro}</p>
      </header>
      {items && (
        <div className="card-grid">
          {items.map((item) => (
            <ProductCard key={nameOf(item)} item={item} />
          ))}
        </div>
      )}
      {!items && !error && (
        <div className="card-grid" aria-busy="true">
          <p className="visually-hidden" role="status">
            Loading {title.toLowerCase()}…
          </p>
          {Array.from({ length: expected }, (_, i) => (
            <div key={i} className="product-card raised-card product-card--placeholder" aria-hidden="true">
              <div className="product-card__media" />
              <div className="product-card__body">
                <span className="placeholder-line" />
                <span className="placeholder-line placeholder-line--short" />
              </div>
            </div>
          ))}
        </div>
      )}
      {error && (
        <div className="load-error" role="alert">
          <p>We could not show our {title.toLowerCase()} just now.</p>
          <p className="load-error__detail">{error.message}</p>
          <button type="button" className="button button--quiet" onClick={onRetry}>
            Try again
          </button>
        </div>
      )}
    </section>
  );
}
