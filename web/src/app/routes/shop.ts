/** Buying: the album and product order pages, the cart, the callback and referral forms. */
import type { RouteObject } from 'react-router-dom';

export const shopRoutes: RouteObject[] = [];
