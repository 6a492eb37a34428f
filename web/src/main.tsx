/**
 * The page's entry. A prerendered page is complete HTML with its styles inlined: the browser should
 * draw it, main picture included, before any of the app's code competes for the network. So this
 * module is tiny. Once the picture is drawn it starts the app's chunks downloading (the prerender
 * leaves them, as modulepreload links, in an inert template: infra/site/page-assets.ts) and then
 * starts the app (app/start.tsx: React, the router, hydration). A page the app draws alone (the
 * app shell) has its chunks preloaded by its HTML, and a sign-in kept in the browser starts being
 * restored here, first thing, while they download.
 */
// First, so that every component's own stylesheet comes after them.
import './styles/tokens.css';
import './styles/base.css';

/**
 * A page the build did not prerender (the app shell of account and staff pages) has nothing to draw
 * before the app: its chunks start at once instead of after a first frame of an empty page, and a
 * kept sign-in's Amplify and session with them (the session's code comes with those chunks, which
 * the shell's HTML preloads, so a prerendered page's entry carries none of it; a prerendered page
 * restores the sign-in once it is drawn).
 */
const prerendered = document.getElementById('root')?.hasChildNodes() ?? false;
// The app's start asks again and reports what fails.
if (!prerendered) void import('./lib/auth/amplify').then(({ restoreSessionEarly }) => restoreSessionEarly()).catch(() => undefined);

/** After the next frame is drawn; a tab in the background draws none, so at most a moment later. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

/**
 * The page's main picture (the image it asks for first) loaded, or failed, or a while gone by: on a
 * very slow network the app must not wait for a picture for ever.
 */
function mainPictureLoaded(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!picture || picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, 2500);
  });
}

/**
 * The app's chunks, which the prerender lists in a template, start downloading all at once. The
 * template also names the stylesheets the page has inlined, by disabled links: in the head they
 * tell the chunk loader not to fetch those again.
 */
function fetchAppChunks(): void {
  const chunks = document.getElementById('app-chunks');
  if (chunks instanceof HTMLTemplateElement) document.head.append(chunks.content);
}

/**
 * Before the app is live, a click on the prerendered page's Add to Cart would have the browser send
 * the form itself (a reload with the choices in the address): held back. A shopper who acts
 * before the main picture is in gets the app started at once rather than after it.
 */
let userActed: () => void = () => undefined;
const acted = new Promise<void>((resolve) => (userActed = resolve));
const live = () => document.documentElement.dataset.app === 'live';
document.addEventListener('submit', (event) => live() || (event.preventDefault(), userActed()), true);
for (const type of ['pointerdown', 'keydown'] as const) document.addEventListener(type, () => userActed(), { capture: true, once: true });

Promise.race([prerendered ? mainPictureLoaded().then(afterNextPaint) : Promise.resolve(), acted])
  .then(() => {
    fetchAppChunks();
    return import('./app/start');
  })
  .then(({ startApp }) => startApp())
  .catch((error: unknown) => {
    console.error('The shop could not load:', error);
    document.documentElement.dataset.app = 'failed';
  });
