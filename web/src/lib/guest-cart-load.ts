/**
 * Loads the guest cart's reading and writing (guest-cart.ts, with the cart's schema) once, for the
 * navbar's count and the cart alike, and tells whether it is in: a page that finds it loaded reads
 * the stored lines at once. Apart from the cart's hook so the navbar (in every page's first load)
 * carries only this.
 */
type GuestCart = typeof import('./guest-cart');
let loaded: GuestCart | undefined;
let loading: Promise<GuestCart> | undefined;

export const loadGuestCart = (): Promise<GuestCart> =>
  (loading ??= import('./guest-cart').then(
    (guestCart) => (loaded = guestCart),
    (error: unknown) => {
      // A failed load (a network blip) is tried again next time.
      loading = undefined;
      throw error;
    },
  ));

/** The guest cart's module once loaded, else undefined. */
export const loadedGuestCart = (): GuestCart | undefined => loaded;
