/** The cart's sums: subtotal, shipping (always Free), tax (at checkout), total plus tax. */
import { cartTotal, type CartItem } from '@shared/cart';
import { formatCents } from '@shared/money';
import '../cart.css';

export function CartSummary({ items }: { items: readonly CartItem[] }) {
  const subtotal = cartTotal(items);
  return (
    <dl className="cart-summary" aria-label="Order summary">
      <div className="cart-summary__row">
        <dt>Subtotal</dt>
        <dd data-testid="cart-subtotal">{formatCents(subtotal)}</dd>
      </div>
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
          {formatCents(subtotal)} <span className="cart-summary__plus">plus tax</span>
        </dd>
      </div>
    </dl>
  );
}
