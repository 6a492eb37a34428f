/**
 * `/complete?payment_intent=…&orderId=…`: how a card payment stands, read from the
 * server (which asks Stripe), in the product's fixed words (succeeded, processing, not successful).
 */
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@shared/messages';
import { roles } from '@shared/roles';
import { getPaymentIntent } from '@/features/checkout';
import { RequireRole } from '@/lib/auth/require-role';
import { useSession } from '@/lib/auth/session';
import { usePageTitle } from '@/lib/site';
import '@/features/orders/orders.css';

const wordsOf = (status: string): string =>
  status === 'succeeded'
    ? messages.paymentSucceeded
    : status === 'processing'
      ? messages.paymentProcessing
      : status === 'requires_payment_method'
        ? messages.paymentUnsuccessful
        : messages.paymentUnknown;

export default function CompleteRoute() {
  usePageTitle('Payment status');
  return (
    <RequireRole access={{ roles, otherwise: '/login' }}>
      <Complete />
    </RequireRole>
  );
}

function Complete() {
  const [search] = useSearchParams();
  const intentId = search.get('payment_intent');
  const userId = useSession().user?._id;
  const [result, setResult] = useState<{ message: string; orderId?: string }>();

  useEffect(() => {
    if (!intentId || !userId) {
      setResult({ message: messages.paymentUnknown });
      return;
    }
    let current = true;
    getPaymentIntent(userId, intentId).then(
      ({ status, orderId }) => current && setResult({ message: wordsOf(status), orderId }),
      (error: unknown) => {
        console.error('The payment status could not be read:', error);
        if (current) setResult({ message: messages.paymentUnknown });
      },
    );
    return () => {
      current = false;
    };
  }, [intentId, userId]);

  const orderId = result?.orderId ?? search.get('orderId') ?? undefined;
  return (
    <section className="payment-page container" aria-labelledby="payment-title" data-testid="payment-complete">
      <p className="eyebrow">Payment</p>
      <h1 id="payment-title">Payment status</h1>
      <div aria-live="polite">
        {result ? (
          <p className="payment-page__lede" data-testid="payment-message">
            {result.message}
          </p>
        ) : (
          <p role="status">Checking your payment…</p>
        )}
      </div>
      <div className="payment-page__actions">
        <Link to="/" className="button button--quiet">
          Home
        </Link>
        {userId && (
          <Link to={`/${encodeURIComponent(userId)}/orders${orderId ? `?orderId=${encodeURIComponent(orderId)}` : ''}`} className="button button--primary">
            My Orders
          </Link>
        )}
      </div>
    </section>
  );
}
