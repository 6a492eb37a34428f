/** Public pages: home, the album and wall-art learn pages, information and policy pages, promotions. */
import type { RouteObject } from 'react-router-dom';
import { page } from '../lazy-page';

export const storefrontRoutes: RouteObject[] = [{ index: true, lazy: page(() => import('./home')) }];
