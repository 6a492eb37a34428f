/**
 * Buying: the album and product order pages, the cart and its checkout, the pages Stripe returns
 * to, My Orders, and the referral form.
 */
import { redirect, type RouteObject } from 'react-router';
import { albumQuery, productQuery } from '@/features/catalog';
import { startedWithStoredSignIn } from '@/lib/auth/auth-provider';
import { queryClient } from '@/lib/query-client';
import { loadPageParts, page } from '../lazy-page';
import { revisionPartOf } from '../revision-order-part';

/** The product order page, which draws the revision's panel for an editing product. */
const productOrderPage = page('shop/product-order', 'default', revisionPartOf);

export const shopRoutes: RouteObject[] = [
  {
    path: 'shop/albums/:albumName',
    // Ask for the album while the page's code downloads.
    loader: ({ params }) => {
      if (params.albumName) void queryClient.prefetchQuery(albumQuery(params.albumName));
      return null;
    },
    ...page('shop/album-order'),
  },
  {
    path: 'shop/products/:productName',
    // An editing product's page waits for its revision panel's code too (when the product is known).
    loader: async ({ params }) => {
      if (params.productName) void queryClient.prefetchQuery(productQuery(params.productName));
      await loadPageParts(productOrderPage.handle, params);
      return null;
    },
    ...productOrderPage,
  },
  { path: 'cart', ...page('shop/cart') },
  // The /checkout card form is Stripe Checkout's hosted page now: checkout begins on /cart.
  { path: 'checkout', loader: () => redirect('/cart') },
  { path: 'complete', ...page('orders/complete') },
  { path: ':userId/orders', ...page('orders/my-orders') },
  { path: ':userId/:orderId/payment-success', ...page('orders/payment-success') },
  { path: ':userId/:orderId/payment-failure', ...page('orders/payment-failure') },
  { path: ':userId/:orderId/gallery-upload', ...page('orders/gallery-upload') },
  {
    path: ':userId/:orderId/draft/:lineId',
    // With a stored sign-in, the draft's code, the order, the photos and the stored draft are asked
    // for while the app starts (their calls wait for the sign-in's token), not once the page is drawn.
    loader: ({ params }) => {
      const { userId, orderId, lineId } = params;
      if (startedWithStoredSignIn() && userId && orderId && lineId)
        void import('@/features/album-draft').then(({ prefetchAlbumDraft }) => prefetchAlbumDraft(queryClient, userId, orderId, lineId));
      return null;
    },
    ...page('orders/album-draft'),
  },
  { path: 'Pre-Launch-Special/refer-a-friend', ...page('shop/refer-a-friend') },
];
