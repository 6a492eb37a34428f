/** Buying: the album and product order pages, the cart, the callback and referral forms. */
import type { RouteObject } from 'react-router-dom';
import { albumQuery } from '@/features/catalog/api/get-album';
import { productQuery } from '@/features/catalog/api/get-product';
import { prefetchQuery } from '@/lib/query';
import { page } from '../lazy-page';

export const shopRoutes: RouteObject[] = [
  {
    path: 'shop/albums/:albumName',
    // Ask for the album while the page's code downloads.
    loader: ({ params }) => {
      if (params.albumName) prefetchQuery(albumQuery(params.albumName));
      return null;
    },
    lazy: page(() => import('./shop/album-order')),
  },
  {
    path: 'shop/products/:productName',
    loader: ({ params }) => {
      if (params.productName) prefetchQuery(productQuery(params.productName));
      return null;
    },
    lazy: page(() => import('./shop/product-order')),
  },
  // The cart as a plain list for now; addresses and checkout join it later (spec §2 /cart).
  { path: 'cart', lazy: page(() => import('./shop/cart')) },
  { path: 'Pre-Launch-Special/refer-a-friend', lazy: page(() => import('./shop/refer-a-friend')) },
];
