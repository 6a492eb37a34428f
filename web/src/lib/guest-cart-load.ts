/**
 * Loads the guest cart's reading and writing (guest-cart.ts, with the cart's schema) once, for the
 * navbar's count and the cart alike, and tells whether it is in: a page that finds it loaded reads
 * the stored lines at once. Apart from the cart's hook so the navbar (in every page's first load)
 * carries only this.
 */
import { loadOnce } from './load-once';

const guestCart = loadOnce(() => import('./guest-cart'));

export const loadGuestCart = guestCart.load;

/** The guest cart's module once loaded, else undefined. */
export const loadedGuestCart = guestCart.loaded;
