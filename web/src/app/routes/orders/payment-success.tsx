/**
 * `/:userId/:orderId/payment-success`: Stripe sends the customer here with the
 * session id. The page asks the server to check the session and settle the order; once paid it
 * empties the local guest cart and reads the user record again (the server has emptied the cart).
 */
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { messages } from '@shared/messages';
import { roles } from '@shared/roles';
import { writeGuestCart } from '@/lib/guest-cart';
import { confirmPayment, type PaymentConfirmation } from '@/features/checkout';
import { paymentWords } from '@/features/orders';
import { ApiError } from '@/lib/api-client';
import { isFinalAnswer } from '@/lib/query-client';
import { RequireRole } from '@/lib/auth/require-role';
import { useSession } from '@/lib/auth/session';
import { usePageTitle } from '@/lib/site';
import '@/features/orders/orders.css';

export default function PaymentSuccessRoute() {
  usePageTitle('Thank you');
  return (
    <RequireRole access={{ roles, otherwise: '/login' }}>
      <PaymentSuccess />
    </RequireRole>
  );
}

type Confirmation =
  | { status: 'checking' }
  | { status: 'done'; result: PaymentConfirmation }
  /** `final`: the server has answered (a link that names no payment); checking again cannot help. */
  | { status: 'error'; message: string; final: boolean };

function PaymentSuccess() {
  const { userId = '', orderId = '' } = useParams();
  const sessionId = useSearchParams()[0].get('session_id');
  const { refreshUser } = useSession();
  const [confirmation, setConfirmation] = useState<Confirmation>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!sessionId) {
      setConfirmation({ status: 'error', message: messages.paymentUnknown, final: true });
      return;
    }
    let current = true;
    setConfirmation({ status: 'checking' });
    confirmPayment(userId, orderId, sessionId).then(
      (result) => {
        if (result.paymentStatus === 'paid') {
          writeGuestCart([]);
          void refreshUser();
        }
        if (current) setConfirmation({ status: 'done', result });
      },
      (error: unknown) => {
        console.error('The payment could not be confirmed:', error);
        if (current)
          setConfirmation({
            status: 'error',
            message: error instanceof ApiError && error.message ? error.message : messages.paymentUnknown,
            final: isFinalAnswer(error),
          });
      },
    );
    return () => {
      current = false;
    };
  }, [userId, orderId, sessionId, refreshUser, attempt]);

  const paid = confirmation.status === 'done' && confirmation.result.paymentStatus === 'paid';
  return (
    <section className="payment-page container" aria-labelledby="payment-title" data-testid="payment-success">
      <p className="eyebrow">Order {orderId}</p>
      <h1 id="payment-title">{paid ? 'Thank you for your order!' : 'Your payment'}</h1>
      <div aria-live="polite" className="payment-page__status">
        {confirmation.status === 'checking' && <p role="status">Confirming your payment…</p>}
        {confirmation.status === 'error' && (
          <>
            <p role="alert">{confirmation.message}</p>
            {!confirmation.final && (
              <button type="button" className="button button--quiet" onClick={() => setAttempt((n) => n + 1)}>
                Check again
              </button>
            )}
          </>
        )}
        {confirmation.status === 'done' && (
          <>
            <p className="payment-page__lede">
              {paid
                ? 'We have your payment. Next, upload the photos for each item from My Orders, and our designers take it from there.'
                : confirmation.result.paymentStatus === 'pending'
                  ? messages.paymentProcessing
                  : messages.paymentFailedPage}
            </p>
            <dl className="payment-page__facts">
              <div>
                <dt>Order number</dt>
                <dd data-testid="order-number">{orderId}</dd>
              </div>
              <div>
                <dt>Payment</dt>
                <dd data-testid="payment-status">{paymentWords[confirmation.result.paymentStatus]}</dd>
              </div>
              {paid && confirmation.result.status && (
                <div>
                  <dt>Status</dt>
                  <dd data-testid="order-status">{confirmation.result.status}</dd>
                </div>
              )}
            </dl>
          </>
        )}
      </div>
      <div className="payment-page__actions">
        <Link to="/" className="button button--quiet">
          Home
        </Link>
        <Link to={`/${encodeURIComponent(userId)}/orders?orderId=${encodeURIComponent(orderId)}`} className="button button--primary">
          My Orders and upload images
        </Link>
      </div>
    </section>
  );
}
