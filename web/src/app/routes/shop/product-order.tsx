/** `/shop/products/:productName`: order wall art, or an Album Revision for an album; its carousel turns every 3 s. */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { PublicProduct } from '@shared/catalog';
import { loadAddOns, loadedAddOns, sellsRevision } from '../../revision-order-part';
import { useProduct } from '@/features/catalog';
import { OrderPage, ProductOrderForm } from '@/features/shop';
import { usePageTitle } from '@/lib/site';

export default function ProductOrderRoute() {
  const { productName = '' } = useParams();
  const product = useProduct(productName);
  usePageTitle(product.data ? `Order ${product.data.productName}` : 'Order wall art');
  return (
    <OrderPage noun="piece" item={product.data} error={product.error} onRetry={product.refetch} intervalMs={3000}>
      {/* An editing service (Album Revision) is bought for an album: its panel asks which. */}
      {product.data && sellsRevision(product.data) ? (
        <RevisionOrderPanel key={product.data._id} product={product.data} />
      ) : (
        product.data && <ProductOrderForm key={product.data._id} product={product.data} />
      )}
    </OrderPage>
  );
}

/**
 * The revision's order panel, once its code is in: loaded before the page is drawn when the
 * product was known (the route's loader, the prerender, the hydration), else here, a moment.
 */
function RevisionOrderPanel({ product }: { product: PublicProduct }) {
  const [addOns, setAddOns] = useState(loadedAddOns);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (addOns) return;
    let alive = true;
    loadAddOns().then(
      (module) => alive && setAddOns(module),
      (error: unknown) => {
        console.error('The order panel could not load:', error);
        if (alive) setFailed(true);
      },
    );
    return () => {
      alive = false;
    };
  }, [addOns]);
  if (addOns) return <addOns.RevisionOrderForm product={product} />;
  if (failed) return <p role="alert">The order form could not be loaded. Reload the page to try again.</p>;
  return <p role="status">Loading…</p>;
}
