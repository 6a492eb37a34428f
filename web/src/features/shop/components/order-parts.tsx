/** Pieces both order panels share: the price of the choice, and the Add to Cart button with its error. */
import { formatCents, type Cents } from '@shared/money';
import '@/components/form/forms.css';
import './order-form.css';

export function OrderPrice({ price, quantity }: { price: Cents | undefined; quantity: number }) {
  return (
    <p className="order-price" aria-live="polite">
      <span className="visually-hidden">Price: </span>
      <span data-testid="order-price">{price === undefined ? '—' : formatCents(price)}</span>
      {price !== undefined && quantity > 1 && (
        <span className="order-price__total" data-testid="order-total">
          {' '}
          × {quantity} = {formatCents(price * quantity)}
        </span>
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
