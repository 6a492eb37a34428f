/**
 * Buying: the album and product order pages, the cart and its checkout, the pages Stripe returns
 * to, My Orders, and the referral form.
 */
import { redirect, type RouteObject } from 'react-router-dom';
import { albumQuery } from '@/features/catalog/api/get-album';
import { productQuery } from '@/features/catalog/api/get-product';
import { queryClient } from '@/lib/query-client';
import { page } from '../lazy-page';

export const shopRoutes: RouteObject[] = [
  {
    path: 'shop/albums/:albumName',
    // Ask for the album while the page's code downloads.
    loader: ({ params }) => {
      if (params.albumName) void queryClient.prefetchQuery(albumQuery(params.albumName));
      return null;
    },
    lazy: page(() => import('./shop/album-order')),
  },
  {
    path: 'shop/products/:productName',
    loader: ({ params }) => {
      if (params.productName) void queryClient.prefetchQuery(productQuery(params.productName));
      return null;
    },
    lazy: page(() => import('./shop/product-order')),
  },
  { path: 'cart', lazy: page(() => import('./shop/cart')) },
  // spec §2's /checkout card form is Stripe Checkout's hosted page now: checkout begins on /cart.
  { path: 'checkout', loader: () => redirect('/cart') },
  { path: 'complete', lazy: page(() => import('./orders/complete')) },
  { path: ':userId/orders', lazy: page(() => import('./orders/my-orders')) },
  { path: ':userId/:orderId/payment-success', lazy: page(() => import('./orders/payment-success')) },
  { path: ':userId/:orderId/payment-failure', lazy: page(() => import('./orders/payment-failure')) },
  { path: ':userId/:orderId/gallery-upload', lazy: page(() => import('./orders/gallery-upload')) },
  { path: 'Pre-Launch-Special/refer-a-friend', lazy: page(() => import('./shop/refer-a-friend')) },
];
