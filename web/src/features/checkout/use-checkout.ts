/**
 * Begin Checkout, step by step, in this order: signed in (else an alert and
 * /login, back to /cart after), an address chosen, the album design terms acknowledged, the
 * address confirmed; then the order is placed, a Stripe Checkout Session opened, and the browser
 * goes to the card page. A failure shows the server's message (or `orderFailed`) and the
 * shopper can try again; a second click while an order is on its way places nothing.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Address } from '@shared/address';
import { selectionOf, type CartItem } from '@shared/cart';
import { messages } from '@shared/messages';
import { useSession } from '@/lib/auth/session';
import { ApiError } from '@/lib/api-client';
import { uniqueId } from '@/lib/unique-id';
import { createCheckout } from './api/create-checkout';
import { createOrder } from './api/create-order';

const newAttemptId = () => uniqueId();

export type CheckoutStep = 'idle' | 'terms' | 'confirm' | 'placing' | 'redirecting';

/**
 * `promotionCode`: the code applied in the cart, which the order carries (the server prices it).
 * `shownTotal`: the total before tax the cart shows. When the server prices the order otherwise (a
 * sale began or ended since the page read the promotions), nothing is placed: its message names the
 * new total, the promotions are read again, and the next Begin Checkout of the same cart places the
 * order at the total the message named.
 */
export function useCheckout(items: readonly CartItem[], address: Address | undefined, promotionCode?: string, shownTotal?: number) {
  const queryClient = useQueryClient();
  const session = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<CheckoutStep>('idle');
  const [error, setError] = useState<string>();
  const [addressError, setAddressError] = useState<string>();
  const placing = useRef(false);
  // An order placed whose card page could not be opened is reused when the same cart and address
  // are tried again, rather than left behind as a second unpaid order. The attempt's id goes to
  // the server too, so an order placed whose answer was lost is not placed twice on the retry.
  const placed = useRef<{ key: string; orderId: string } | undefined>(undefined);
  const attempt = useRef<{ key: string; id: string } | undefined>(undefined);
  // The total the server's refusal named for this cart, which the customer has now been told.
  const told = useRef<{ key: string; total: number } | undefined>(undefined);
  const userId = session.status === 'signedIn' ? session.user?._id : undefined;

  // Back from the card page through the browser's history: the page may come from the
  // back/forward cache still saying "Redirecting…".
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      placing.current = false;
      setStep('idle');
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  useEffect(() => {
    if (address) setAddressError(undefined);
  }, [address]);

  const begin = useCallback(() => {
    if (placing.current) return;
    setError(undefined);
    if (session.status !== 'signedIn' || !userId) {
      window.alert(messages.loginToCheckout);
      void navigate('/login', { state: { from: '/cart' } });
      return;
    }
    if (!address) {
      setAddressError(messages.selectAddress);
      return;
    }
    setStep('terms');
  }, [session.status, userId, address, navigate]);

  const acknowledge = useCallback(() => setStep('confirm'), []);
  const cancel = useCallback(() => setStep((was) => (was === 'terms' || was === 'confirm' ? 'idle' : was)), []);

  const confirm = useCallback(async () => {
    if (placing.current) return;
    if (!userId) return;
    if (!address) {
      setStep('idle');
      setAddressError(messages.mustSelectAddress);
      return;
    }
    placing.current = true;
    setStep('placing');
    setError(undefined);
    const key = JSON.stringify({ userId, cart: items.map(selectionOf), address, promotionCode });
    try {
      let orderId = placed.current?.key === key ? placed.current.orderId : undefined;
      if (!orderId) {
        if (attempt.current?.key !== key) attempt.current = { key, id: newAttemptId() };
        const total = told.current?.key === key ? told.current.total : shownTotal;
        orderId = await createOrder(userId, items, address, attempt.current.id, promotionCode, total);
        placed.current = { key, orderId };
      }
      const { url } = await createCheckout(userId, orderId);
      if (!url) throw new Error(messages.orderFailed);
      setStep('redirecting');
      window.location.href = url;
    } catch (cause) {
      console.error('Checkout failed:', cause);
      const newTotal = cause instanceof ApiError && cause.status === 409 ? Number(cause.fields?.shownTotal) : NaN;
      if (Number.isSafeInteger(newTotal)) {
        told.current = { key, total: newTotal };
        void queryClient.invalidateQueries({ queryKey: ['promotions'] });
      }
      placing.current = false;
      setStep('idle');
      setError(cause instanceof ApiError && cause.message ? cause.message : messages.orderFailed);
    }
  }, [userId, address, items, promotionCode, shownTotal, queryClient]);

  return { step, error, addressError, begin, acknowledge, confirm, cancel };
}
