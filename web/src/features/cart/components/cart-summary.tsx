/** The cart's sums: subtotal, the promotions' discount, shipping (always Free), tax (at checkout), total after the discount plus tax. */
import { cartTotal, type CartItem } from '@shared/cart';
import { formatCents, type Cents } from '@shared/money';
import '../cart.css';

/** `discount`: what the promotions take off the subtotal (features/promotions prices the cart). */
export function CartSummary({ items, discount = 0 }: { items: readonly CartItem[]; discount?: Cents }) {
  const subtotal = cartTotal(items);
  return (
    <dl className="cart-summary" aria-label="Order summary">
      <div className="cart-summary__row">
        <dt>Subtotal</dt>
        <dd data-testid="cart-subtotal">{formatCents(subtotal)}</dd>
      </div>
      {discount > 0 && (
        <div className="cart-summary__row">
          <dt>Discount</dt>
          <dd data-testid="cart-discount">−{formatCents(discount)}</dd>
        </div>
      )}
      <div className="cart-summary__row cart-summary__row--minor">
        <dt>Shipping</dt>
        <dd data-testid="cart-shipping">Free</dd>
      </div>
      <div className="cart-summary__row cart-summary__row--minor">
        <dt>Tax</dt>
        <dd data-testid="cart-tax">Calculated at checkout</dd>
      </div>
      <div className="cart-summary__row cart-summary__row--total">
        <dt>Total</dt>
        <dd data-testid="cart-total">
          {formatCents(subtotal - discount)} <span className="cart-summary__plus">plus tax</span>
        </dd>
      </div>
    </dl>
  );
}
