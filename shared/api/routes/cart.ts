/** How a page calls the cart routes: method, path and who may call; the schemas stay in ../cart.ts. */
import type { cartRoutes as contracts } from '../cart';
import { describeRoutes, type RoutesOf } from '../contract';

export const cartPaths = describeRoutes({
  addToCart: { method: 'PUT', path: '/user/{userId}/cart', allow: ['owner'] },
  setCartQuantity: { method: 'PUT', path: '/user/{userId}/cart/{lineId}', allow: ['owner'] },
  removeFromCart: { method: 'DELETE', path: '/user/{userId}/cart', allow: ['owner'] },
  mergeCart: { method: 'POST', path: '/user/{userId}/cart/merge', allow: ['owner'] },
});

/** What the web imports: typed by the contract, without its schemas. */
export const cartRoutes: RoutesOf<typeof contracts> = cartPaths;
