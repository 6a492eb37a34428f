/**
 * Public pages: home, the album and wall-art learn pages, information and policy pages,
 * promotions (spec §2). Every page is its own chunk. Paths match regardless of case, so
 * `/About` is `/about` and `/pre-launch-special` is `/Pre-Launch-Special`.
 */
import { preload } from 'react-dom';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { albumQuery } from '@/features/catalog/api/get-album';
import { heroImage } from '@/features/home/hero-image';
import { productQuery } from '@/features/catalog/api/get-product';
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
      preload(heroImage.src, { as: 'image', fetchPriority: 'high' });
      return null;
    },
    lazy: page(() => import('./home')),
  },
  { path: 'about', lazy: page(() => import('./about')) },

  { path: 'albums', lazy: page(() => import('./albums')) },
  { path: 'albums/select', lazy: page(() => import('./album-select')) },
  { path: 'albums/add-editing', lazy: page(() => import('./add-editing')) },
  {
    path: 'albums/:albumName',
    loader: prefetching(albumQuery, 'albumName'),
    lazy: page(() => import('./album-learn')),
  },
  {
    path: 'products/:productName',
    loader: prefetching(productQuery, 'productName'),
    lazy: page(() => import('./product-learn')),
  },
  { path: 'wall-art', lazy: page(() => import('./wall-art')) },

  { path: 'learn-more', lazy: page(() => import('./learn-more')) },
  { path: 'thank-you', lazy: page(() => import('./thank-you')) },
  { path: 'f-a-q', lazy: page(() => import('./faq')) },
  {
    path: 'terms-and-conditions/album-design',
    lazy: page(() => import('./policies').then((m) => ({ default: m.AlbumDesignTermsPage }))),
  },
  {
    path: 'cancellation-policy',
    lazy: page(() => import('./policies').then((m) => ({ default: m.CancellationPolicyPage }))),
  },
  {
    path: 'privacy-policy',
    lazy: page(() => import('./policies').then((m) => ({ default: m.PrivacyPolicyPage }))),
  },

  {
    path: 'sale/pre-launch-special',
    lazy: page(() => import('./sales').then((m) => ({ default: m.PreLaunchSalePage }))),
  },
  {
    path: 'sale/capture-memories',
    lazy: page(() => import('./sales').then((m) => ({ default: m.CaptureMemoriesSalePage }))),
  },
  {
    path: 'Pre-Launch-Special',
    lazy: page(() => import('./pre-launch').then((m) => ({ default: m.WaitlistThankYouPage }))),
  },
  {
    path: 'Pre-Launch-Special/share',
    lazy: page(() => import('./pre-launch').then((m) => ({ default: m.SharePage }))),
  },

  // spec §2: `/{name}` falls back to product detail. Every static path outranks it; a single
  // segment that names no product shows the error page.
  {
    path: ':productName',
    loader: prefetching(productQuery, 'productName'),
    lazy: page(() => import('./product-learn')),
  },
];
