/**
 * `/cart`: the lines with their quantities and Remove (struck-through prices in a sale), the
 * shipping addresses of a signed-in customer with Add Address, the promotion code, the sums, and Begin Checkout, which walks through the
 * terms and address steps to the card page (features/checkout/use-checkout).
 */
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { sameAddress, type Address } from '@shared/address';
import { CartLines, CartSummary, useCart } from '@/features/cart';
import { addShippingAddress, AddAddressDialog, AddressChoice, ConfirmAddressDialog, TermsDialog, useCheckout } from '@/features/checkout';
import { PromotionCodeField, useCartPrices } from '@/features/promotions';
import { useSession } from '@/lib/auth/session';
import { usePageTitle } from '@/lib/site';
import '@/features/cart/cart.css';
import '@/features/checkout/checkout.css';

export default function CartRoute() {
  usePageTitle('Cart');
  const session = useSession();
  const cart = useCart();
  const { items, count } = cart;
  const user = session.status === 'signedIn' ? session.user : undefined;
  const addresses = user?.shippingAddress ?? [];

  const [chosen, setChosen] = useState<number>();
  const selected = chosen !== undefined && chosen < addresses.length ? chosen : undefined;
  const address = selected === undefined ? undefined : addresses[selected];
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number>();
  const [removeError, setRemoveError] = useState<string>();
  const addressGroup = useRef<HTMLFieldSetElement>(null);
  // "Select a different address" sends focus to the addresses, not back to Begin Checkout.
  const backToAddresses = useRef(false);
  // The sales running and the code applied here: the lines' prices, the discount, and the code the order carries.
  const prices = useCartPrices(items);
  const checkout = useCheckout(items, address, prices.code, prices.total);
  const busy = checkout.step === 'placing' || checkout.step === 'redirecting';

  const remove = async (index: number) => {
    if (removing !== undefined) return;
    setRemoving(index);
    setRemoveError(undefined);
    try {
      await cart.remove(index);
    } catch (error) {
      setRemoveError(error instanceof Error ? error.message : String(error));
    } finally {
      setRemoving(undefined);
    }
  };

  const saveAddress = async (added: Address) => {
    if (!user) return;
    // The answer is the record with the new address; it replaces the cached one (one request).
    const saved = await addShippingAddress(user._id, added);
    const at = saved.shippingAddress.findIndex((a) => sameAddress(a, added));
    setChosen(at >= 0 ? at : saved.shippingAddress.length - 1);
    setAdding(false);
  };

  return (
    <section className="cart-page container" aria-labelledby="cart-title" data-testid="cart-page">
      <header className="cart-page__header">
        <p className="eyebrow">Your selection</p>
        <h1 id="cart-title">Cart</h1>
        {count > 0 && (
          <p className="cart-page__count">
            {count} {count === 1 ? 'item' : 'items'}
          </p>
        )}
      </header>
      {session.status === 'loading' ? (
        <p role="status">Loading your cart…</p>
      ) : items.length === 0 ? (
        <div className="cart-page__empty" data-testid="cart-empty">
          <p className="cart-page__empty-title">Your cart is empty.</p>
          <p>Every story deserves a beautiful home. Find the album or wall art for yours.</p>
          <div className="cart-page__empty-links">
            <Link to="/albums/select" className="button button--primary">
              Shop albums
            </Link>
            <Link to="/wall-art" className="button button--quiet">
              Shop wall art
            </Link>
          </div>
        </div>
      ) : (
        <div className="cart-page__layout">
          <div className="cart-page__lines">
            {removeError && (
              <p className="checkout-error" role="alert" data-testid="cart-remove-error">
                {removeError}
              </p>
            )}
            <CartLines items={items} onRemove={(i) => void remove(i)} onQuantity={cart.setQuantity} removing={removing} sales={prices.lines} />
            <p className="cart-page__continue">
              <Link to="/">Continue shopping</Link>
            </p>
          </div>
          <aside className="cart-page__checkout" aria-label="Checkout">
            {user ? (
              <AddressChoice
                ref={addressGroup}
                addresses={addresses}
                selected={selected}
                onSelect={setChosen}
                onAdd={() => setAdding(true)}
                error={checkout.addressError}
              />
            ) : (
              <p className="cart-page__sign-in-note">
                <Link to="/login" state={{ from: '/cart' }}>
                  Sign in
                </Link>{' '}
                to choose a shipping address and check out.
              </p>
            )}
            <PromotionCodeField />
            <CartSummary items={items} discount={prices.discount} />
            {checkout.error && (
              <p className="checkout-error" role="alert" data-testid="checkout-error">
                {checkout.error}
              </p>
            )}
            <button
              type="button"
              className="button button--primary cart-page__begin"
              onClick={checkout.begin}
              disabled={busy}
              aria-busy={busy || undefined}
              data-testid="begin-checkout"
            >
              {checkout.step === 'placing' ? 'Placing your order…' : checkout.step === 'redirecting' ? 'Opening secure payment…' : 'Begin Checkout'}
            </button>
            <p className="cart-page__secure">Payment by card on our payment provider’s secure page.</p>
          </aside>
        </div>
      )}
      <AddAddressDialog open={adding} onClose={() => setAdding(false)} onSave={saveAddress} />
      <TermsDialog open={checkout.step === 'terms'} onClose={checkout.cancel} onConfirm={checkout.acknowledge} />
      <ConfirmAddressDialog
        open={checkout.step === 'confirm'}
        address={address}
        onConfirm={() => void checkout.confirm()}
        onChooseAnother={() => {
          backToAddresses.current = true;
          checkout.cancel();
        }}
        onClose={checkout.cancel}
        returnFocus={() => {
          const toAddresses = backToAddresses.current;
          backToAddresses.current = false;
          return toAddresses ? addressGroup.current : undefined;
        }}
      />
    </section>
  );
}
