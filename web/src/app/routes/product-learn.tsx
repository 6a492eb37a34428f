/**
 * `/products/:productName` (e.g. Edge-Prints), and `/:productName` as its fallback: the
 * product's learn page, its pictures every 3 s. A name that is no product shows the error page.
 */
import { useParams } from 'react-router';
import type { PublicProduct } from '@shared/catalog';
import { sizesOf } from '@shared/catalog-rules';
import { formatCents } from '@shared/money';
import { NotFoundPage } from '@/components/ui/error-page';
import { useProduct } from '@/features/catalog';
import { orList, CatalogError, CatalogLoading, LearnPage } from '@/features/storefront';
import { ApiError } from '@/lib/api-client';
import '@/components/ui/soon-badge.css';
import '@/components/ui/tables.css';

/** A product's covers turn every 3 s. */
const carouselMs = 3000;

export default function ProductLearnRoute() {
  const { productName = '' } = useParams();
  const product = useProduct(productName);
  if (product.error instanceof ApiError && product.error.status === 404) return <NotFoundPage />;
  if (product.error) return <CatalogError what="this product" error={product.error} onRetry={product.refetch} />;
  if (!product.data) return <CatalogLoading what="the product" />;
  const item = product.data;
  const sizes = sizesOf(item);
  return (
    <LearnPage
      item={item}
      carouselMs={carouselMs}
      facts={[
        ...(sizes.length > 0 ? [{ term: 'Sizes', detail: orList(sizes) }] : []),
        ...(item.coverOptions.length > 0 ? [{ term: item.coverOptions[0]!.coverType, detail: orList(item.coverOptions.map((c) => c.coverName)) }] : []),
      ]}
      prices={<ProductPrices product={item} />}
      unavailable={
        item.availableForPurchase ? undefined : (
          <p className="soon-badge" data-testid="coming-soon">
            Coming Soon!
          </p>
        )
      }
    />
  );
}

function ProductPrices({ product }: { product: PublicProduct }) {
  if (product.productOptions.length === 0) return product.basePrice !== undefined ? <p className="learn__price">{formatCents(product.basePrice)}</p> : null;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="learn-prices-title">
      <table className="price-table" data-testid="price-table">
        <caption className="visually-hidden">Prices of the {product.productName} by size</caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {product.productOptions.map((option) => (
            <tr key={option._id}>
              <th scope="row">{option.size}</th>
              <td>{formatCents(option.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
