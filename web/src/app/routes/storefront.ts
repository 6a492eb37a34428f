/**
 * Public pages: home, the album and wall-art learn pages, information and policy pages,
 * promotions. Every page is its own chunk. Paths match regardless of case, so
 * `/About` is `/about` and `/pre-launch-special` is `/Pre-Launch-Special`.
 */
import { preload } from 'react-dom';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { albumQuery, productQuery } from '@/features/catalog';
import { heroImage } from '@/features/home';
import { queryClient } from '@/lib/query-client';
import { page } from '../lazy-page';

/** Asks for the page's catalog item while its code downloads; the page itself says if it does not exist. */
const prefetching =
  (query: typeof albumQuery | typeof productQuery, param: string) =>
  ({ params }: LoaderFunctionArgs) => {
    const name = params[param];
    if (name) void queryClient.prefetchQuery(query(name) as ReturnType<typeof albumQuery>);
    return null;
  };

export const storefrontRoutes: RouteObject[] = [
  {
    index: true,
    // The hero is the home page's largest paint: fetch it alongside the page's code, not after it.
    loader: () => {
      preload(heroImage.src, { as: 'image', fetchPriority: 'high', imageSrcSet: heroImage.srcSet, imageSizes: heroImage.sizes });
      return null;
    },
    ...page('home'),
  },
  { path: 'about', ...page('about') },

  { path: 'albums', ...page('albums') },
  { path: 'albums/select', ...page('album-select') },
  { path: 'albums/add-editing', ...page('add-editing') },
  {
    path: 'albums/:albumName',
    loader: prefetching(albumQuery, 'albumName'),
    ...page('album-learn'),
  },
  {
    path: 'products/:productName',
    loader: prefetching(productQuery, 'productName'),
    ...page('product-learn'),
  },
  { path: 'wall-art', ...page('wall-art') },

  { path: 'learn-more', ...page('learn-more') },
  { path: 'thank-you', ...page('thank-you') },
  { path: 'f-a-q', ...page('faq') },
  {
    path: 'terms-and-conditions/album-design',
    ...page('policies', 'AlbumDesignTermsPage'),
  },
  {
    path: 'cancellation-policy',
    ...page('policies', 'CancellationPolicyPage'),
  },
  {
    path: 'privacy-policy',
    ...page('policies', 'PrivacyPolicyPage'),
  },

  {
    path: 'sale/pre-launch-special',
    ...page('sales', 'PreLaunchSalePage'),
  },
  {
    path: 'sale/capture-memories',
    ...page('sales', 'CaptureMemoriesSalePage'),
  },
  {
    path: 'Pre-Launch-Special',
    ...page('pre-launch', 'WaitlistThankYouPage'),
  },
  {
    path: 'Pre-Launch-Special/share',
    ...page('pre-launch', 'SharePage'),
  },

  // `/{name}` falls back to the product's learn page. Every static path outranks it; a single
  // segment that names no product shows the error page.
  {
    path: ':productName',
    loader: prefetching(productQuery, 'productName'),
    ...page('product-learn'),
  },
];
