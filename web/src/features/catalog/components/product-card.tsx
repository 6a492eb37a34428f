/** One album or wall-art product on the storefront: picture, name, From price (struck through in a sale), Learn and Order. */
import { Link } from 'react-router';
import type { CatalogItem } from '@shared/catalog';
import { fromPrice, nameOf } from '@shared/catalog-rules';
import { FromPrice } from '@/features/promotions';
import { cardPictureOf, learnPathOf, orderPathOf } from '../links';
import '../catalog.css';

export function ProductCard({ item }: { item: CatalogItem }) {
  const name = nameOf(item);
  const price = fromPrice(item);
  const picture = cardPictureOf(item);
  return (
    <article className="product-card raised-card" data-testid="product-card" data-name={name}>
      <div className="product-card__media">
        {picture && (
          // The storefront's cards sit below the hero, so their pictures wait until scrolled near.
          <img src={picture.url} alt={picture.alt} width={640} height={480} loading="lazy" decoding="async" />
        )}
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name">{name}</h3>
        {item.tagline && <p className="product-card__tagline">{item.tagline}</p>}
        {price !== undefined && (
          <p className="product-card__price" data-testid="from-price">
            <FromPrice item={item} />
          </p>
        )}
        <div className="product-card__actions">
          <Link to={learnPathOf(item)} className="product-card__learn">
            Learn more<span className="visually-hidden"> about {name}</span>
          </Link>
          <Link to={orderPathOf(item)} className="button button--primary">
            Order<span className="visually-hidden"> {name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
