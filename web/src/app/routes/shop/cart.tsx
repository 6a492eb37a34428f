/**
 * `/cart`, for now the plain list of what is in the cart and its subtotal. The full cart page
 * (addresses, quantities, remove, checkout: spec §2 /cart) replaces it.
 */
import { Link } from 'react-router-dom';
import { CartLines } from '@/features/cart/components/cart-lines';
import { useCart } from '@/features/cart/use-cart';
import { useSession } from '@/lib/auth/session';
import { usePageTitle } from '@/lib/site';

export default function CartRoute() {
  usePageTitle('Cart');
  const session = useSession();
  const { items, count } = useCart();

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
          <p>Your cart is empty.</p>
          <Link to="/" className="button button--primary">
            Explore our albums
          </Link>
        </div>
      ) : (
        <>
          <CartLines items={items} />
          <p className="cart-page__note">
            Shipping addresses and checkout are on their way to this page.{' '}
            <Link to="/">Continue shopping</Link>
          </p>
        </>
      )}
    </section>
  );
}
