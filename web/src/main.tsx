/**
 * The page's entry. A prerendered page is complete HTML: the browser should draw it before any of
 * the app's code runs. So this module is tiny and starts the app (app/start.tsx: React, the
 * router, hydration) only after the first frame. The prerender preloads the app's chunks
 * (infra/site/page-assets.ts), so they download meanwhile instead of waiting for this.
 */
// First, so that every component's own stylesheet comes after them.
import './styles/tokens.css';
import './styles/base.css';

/** After the next frame is drawn; a tab in the background draws none, so at most a moment later. */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

afterFirstPaint()
  .then(() => import('./app/start'))
  .then(({ startApp }) => startApp())
  .catch((error: unknown) => {
    console.error('The shop could not load:', error);
    document.documentElement.dataset.app = 'failed';
  });
