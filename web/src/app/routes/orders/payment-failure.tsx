/** `/:userId/:orderId/payment-failure`: where Stripe's "back" link leads; the order stays unpaid, Try Again goes home. */
import { Link } from 'react-router';
import { messages } from '@shared/messages';
import { usePageTitle } from '@/lib/site';
import '@/features/orders/orders.css';

export default function PaymentFailureRoute() {
  usePageTitle('Payment not completed');
  return (
    <section className="payment-page container" aria-labelledby="payment-title" data-testid="payment-failure">
      <p className="eyebrow">Payment</p>
      <h1 id="payment-title">Payment not completed</h1>
      <p className="payment-page__lede" role="alert">
        {messages.paymentFailedPage}
      </p>
      <p>Nothing was charged. Your cart is kept, so you can check out again whenever you are ready.</p>
      <div className="payment-page__actions">
        <Link to="/" className="button button--primary">
          Try Again
        </Link>
        <Link to="/cart" className="button button--quiet">
          Back to cart
        </Link>
      </div>
    </section>
  );
}
