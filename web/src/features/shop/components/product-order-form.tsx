/**
 * A wall-art product's order panel (/shop/products/{productName}): its cover, finish or
 * frame when it has any, size, quantity, the size's price, Add to Cart. A product not for sale
 * (the Image Box) says Coming Soon! instead.
 */
import { useState } from 'react';
import type { PublicProduct } from '@shared/catalog';
import { coverTypesOf, findProductOption, sizesOf } from '@shared/catalog-rules';
import type { CartSelection } from '@shared/cart';
import { messages } from '@shared/messages';
import { readProductNow } from '@/features/catalog';
import { useAddToCart } from '../use-add-to-cart';
import { CoverPicker } from './cover-picker';
import { OrderPrice, SubmitRow } from './order-parts';
import { QuantityField } from './quantity-field';
import { SizePicker } from './size-picker';
import './order-form.css';

export function ProductOrderForm({ product }: { product: PublicProduct }) {
  const sizes = sizesOf(product);
  const [size, setSize] = useState(sizes[0] ?? '');
  const [cover, setCover] = useState(product.coverOptions[0]);
  const [quantity, setQuantity] = useState(1);
  const { status, add, prepare } = useAddToCart(() => readProductNow(product.productName));

  if (!product.availableForPurchase)
    return (
      <p className="order-coming-soon" data-testid="coming-soon">
        Coming Soon!
      </p>
    );

  const price = sizes.length > 0 ? findProductOption(product, size)?.price : product.basePrice;
  const coverTypes = coverTypesOf(product);
  const selection: CartSelection = {
    kind: 'product',
    productName: product.productName,
    size,
    ...(cover && { coverType: cover.coverType, coverName: cover.coverName }),
    quantity,
  };

  return (
    <form
      className="order-form"
      aria-label={`Order ${product.productName}`}
      data-testid="product-order"
      onFocus={prepare}
      onPointerDown={prepare}
      onSubmit={(event) => {
        event.preventDefault();
        void add(selection);
      }}
    >
      <OrderPrice price={price} quantity={quantity} item={{ category: product.category, name: product.productName }} />
      {cover && (
        <CoverPicker
          item={product}
          // A product's covers are one kind of thing (Finish, Edge, Frame): name them so.
          label={coverTypes.length === 1 ? cover.coverType : 'Cover'}
          coverType={cover.coverType}
          coverName={cover.coverName}
          onChange={setCover}
        />
      )}
      {sizes.length > 0 && <SizePicker sizes={sizes} value={size} onChange={setSize} />}
      <div className="order-form__row">
        <QuantityField value={quantity} onChange={setQuantity} />
      </div>
      <SubmitRow
        adding={status === 'adding'}
        failed={status === 'failed' ? messages.addToCartFailed : undefined}
        assurance="Printed to order · Free shipping"
      />
    </form>
  );
}
