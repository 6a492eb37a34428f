/**
 * Add to Cart on an order page: only a complete choice the catalog has. A signed-in shopper's
 * selection goes to the server in one request, which prices it from the catalog; a guest's line
 * is resolved against the catalog read again at the click, so it carries today's price. Either
 * way an option withdrawn since the page opened is refused and the shopper is told with an
 * alert, as the spec says. Any other failure shows `Failed to add item to cart. Please try
 * again.` Then to /cart.
 */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CartSelection } from '@shared/cart';
import { OptionUnavailable } from '@shared/cart-rules';
import type { CatalogItem } from '@shared/catalog';
import { cartOwnerOf, useSettledSession } from '@/lib/auth/use-settled-session';

/**
 * The cart's code (its schemas, the guest cart's reading) is fetched when the shopper first
 * touches the order panel, or at the click: an order page's first load carries none of it.
 */
const loadCart = () => import('@/features/cart');

export type AddToCartStatus = 'idle' | 'adding' | 'failed';

export function useAddToCart(readCatalogItem: () => Promise<CatalogItem>) {
  const settledSession = useSettledSession();
  const navigate = useNavigate();
  const [status, setStatus] = useState<AddToCartStatus>('idle');
  // A second click while the first is on its way adds nothing.
  const busy = useRef(false);

  const add = async (selection: CartSelection) => {
    if (busy.current) return;
    busy.current = true;
    setStatus('adding');
    try {
      // Clicked while the sign-in is still being checked: the button stays busy until it is, and the
      // line goes to the account's cart if someone is signed in.
      const [{ addSelection }, session] = await Promise.all([loadCart(), settledSession()]);
      await addSelection(cartOwnerOf(session), selection, readCatalogItem);
    } catch (error) {
      busy.current = false;
      if (error instanceof OptionUnavailable) {
        setStatus('idle');
        window.alert(error.message);
      } else {
        console.error('Adding to the cart failed:', error);
        setStatus('failed');
      }
      return;
    }
    void navigate('/cart');
  };

  /** For the order panel's first focus or touch: the cart's code starts loading then. */
  const prepare = () => void loadCart().catch(() => undefined);

  return { status, add, prepare };
}
