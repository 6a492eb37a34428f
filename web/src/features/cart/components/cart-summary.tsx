/** The cart's sums: subtotal, the promotions' discount, shipping (always Free), tax (at checkout when the stage charges it, else not charged), total after the discount plus tax. */
import type { CartItem } from '@shared/cart';
import { cartTotal } from '@shared/cart-rules';
import { formatCents, type Cents } from '@shared/money';
import { useStripeTax } from '@/lib/runtime-config';
import '../cart.css';

/** `discount`: what the promotions take off the subtotal (features/promotions prices the cart). */
export function CartSummary({ items, discount = 0 }: { items: readonly CartItem[]; discount?: Cents }) {
  const subtotal = cartTotal(items);
  // The stage's setting (runtime config): with Stripe Tax on, the tax is worked out at checkout from the shipping address; off, none is charged.
  const taxed = useStripeTax();
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
        <dd data-testid="cart-tax">{taxed ? 'Calculated at checkout' : 'Not charged'}</dd>
      </div>
      <div className="cart-summary__row cart-summary__row--total">
        <dt>Total</dt>
        <dd data-testid="cart-total">
          {formatCents(subtotal - discount)}
          {taxed && <span className="cart-summary__plus"> plus tax</span>}
        </dd>
      </div>
    </dl>
  );
}
