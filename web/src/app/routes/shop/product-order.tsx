/** `/shop/products/:productName`: order wall art, or an Album Revision for an album; its carousel turns every 3 s. */
import { useParams } from 'react-router';
import { RevisionOrderForm } from '@/features/add-ons';
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
      {product.data?.category === 'Editing' && product.data.availableForPurchase ? (
        <RevisionOrderForm key={product.data._id} product={product.data} />
      ) : (
        product.data && <ProductOrderForm key={product.data._id} product={product.data} />
      )}
    </OrderPage>
  );
}
