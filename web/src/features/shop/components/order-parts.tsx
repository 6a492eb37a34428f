/**
 * Pieces both order panels share: the price of the choice (struck through while a sale lowers it,
 * the sale's name under it), and the Add to Cart button with its error.
 */
import { formatCents, type Cents } from '@shared/money';
import { Price, usePromotionalPrice } from '@/features/promotions';
import '@/components/form/forms.css';
import './order-form.css';

interface OrderPriceProps {
  price: Cents | undefined;
  quantity: number;
  /** What is ordered, as the promotions name it: `Albums` and the album's name, or the product's category and name. */
  item: { category: string; name: string };
}

export function OrderPrice({ price, quantity, item }: OrderPriceProps) {
  const sale = usePromotionalPrice({ ...item, price });
  const each = sale?.price ?? price;
  return (
    <p className="order-price" aria-live="polite">
      <span className="visually-hidden">Price: </span>
      {price === undefined ? (
        <span data-testid="order-price">—</span>
      ) : (
        <Price
          regular={price}
          promotional={sale?.price}
          promotionName={sale?.promotion.name}
          testId="order-price"
          showName
          reserve
          beforeName={
            each !== undefined &&
            quantity > 1 && (
              <span className="order-price__total" data-testid="order-total">
                {' '}
                × {quantity} = {formatCents(each * quantity)}
              </span>
            )
          }
        />
      )}
    </p>
  );
}

interface SubmitRowProps {
  adding: boolean;
  failed: string | undefined;
  /** What comes with the order, under the button. */
  assurance: string;
}

export function SubmitRow({ adding, failed, assurance }: SubmitRowProps) {
  return (
    <div className="order-form__submit">
      <button type="submit" className="button button--primary shop-wide" aria-disabled={adding} data-testid="add-to-cart">
        {adding ? 'Adding…' : 'Add to Cart'}
      </button>
      {failed && (
        <p className="shop-form-error" role="alert">
          {failed}
        </p>
      )}
      <p className="order-form__assurance">{assurance}</p>
    </div>
  );
}
