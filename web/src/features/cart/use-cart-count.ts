/** The navbar badge: how many things are in the cart, the signed-in cart or else the guest's. */
import { cartCount } from '@shared/cart-rules';
import { useSession } from '@/lib/auth/session';
import { useGuestCartCount } from '@/lib/guest-cart-count';

export function useCartCount(): number {
  const session = useSession();
  const guestCount = useGuestCartCount();
  const user = session.status === 'signedIn' ? session.user : undefined;
  return user ? cartCount(user.cart) : guestCount;
}
