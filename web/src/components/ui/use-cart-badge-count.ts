/**
 * The number on the navbar's cart badge: how many items the shopper's cart holds. The navbar
 * reads it only through this hook; the cart feature decides where the count comes from (the
 * signed-in cart, else the guest cart in local storage).
 */
import { useCartCount } from '@/features/cart/use-cart-count';

export const useCartBadgeCount = (): number => useCartCount();
