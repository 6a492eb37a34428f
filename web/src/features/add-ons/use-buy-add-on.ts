/**
 * Add to Cart for an add-on: through the cart (the server prices it and checks the album; a
 * guest's is priced here against the guest cart), then to /cart. A refusal (no album, too many
 * pages, a second tier) is shown in the server's words beside the button.
 */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AddOnRefused } from '@shared/add-on-rules';
import type { AddOnSelection } from '@shared/add-ons';
import { OptionUnavailable } from '@shared/cart-rules';
import type { CatalogItem } from '@shared/catalog';
import { messages } from '@shared/messages';
import { useCart } from '@/features/cart';
import { ApiError } from '@/lib/api-client';

const noCatalogItem = () => Promise.reject(new Error('Add-on pages and tiers are priced without a catalog item.'));

export function useBuyAddOn(readRevisionProduct: () => Promise<CatalogItem> = noCatalogItem) {
  const cart = useCart();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string>();
  // A second click while the first is on its way adds nothing.
  const busy = useRef(false);

  const buy = async (selection: AddOnSelection) => {
    if (busy.current) return;
    busy.current = true;
    setAdding(true);
    setError(undefined);
    try {
      await cart.add(selection, readRevisionProduct);
    } catch (cause) {
      busy.current = false;
      setAdding(false);
      const refused = cause instanceof AddOnRefused || cause instanceof OptionUnavailable || (cause instanceof ApiError && cause.status === 400);
      if (!refused) console.error('Adding the add-on to the cart failed:', cause);
      setError(refused && cause.message ? cause.message : messages.addToCartFailed);
      return;
    }
    void navigate('/cart');
  };

  return { adding, error, buy };
}
