/**
 * Which file of the site answers a path: the CloudFront Function in front of the site bucket
 * (infra/cdk/web.ts), and the very same code evaluated by the local server of a build
 * (infra/local/web-build.ts), so the two cannot drift apart.
 *  - a prerendered page, whatever the case it is written in (`/About`) and with or without a
 *    trailing slash: its `index.html`, which names its one canonical URL;
 *  - a page of the app that is not prerendered (account, cart, orders, staff; an album or product
 *    added since the build): the app shell `/app.html`, `noindex`;
 *  - a file (`/assets/…`, `/art/…`, `/sitemap.xml`): itself;
 *  - anything else is left as it is: the bucket has no such object, and the distribution answers
 *    its error page `/404.html` with a 404 (the local server does the same).
 */

/** Paths the app serves that are never prerendered. Matched regardless of case, like the router. */
export const appShellPaths = [
  '^/(login|create-account|account/security|cart|checkout|complete|addalbums)$',
  '^/admin(/.*)?$',
  '^/[^/]+/orders$',
  '^/[^/]+/[^/]+/(payment-success|payment-failure|gallery-upload)$',
  // An album line's draft.
  '^/[^/]+/[^/]+/draft/[^/]+$',
  '^/pre-launch-special/(refer-a-friend|share)$',
  // A catalog item added since the build: the app reads it from the API.
  '^/(shop/)?(albums|products)/[^/]+$',
];

export const appShell = '/app.html';
export const notFoundPage = '/404.html';

/** CloudFront Functions (cloudfront-js-2.0) allow 10 KB of code. */
const maxCodeBytes = 10 * 1024;

/** The function's source for `pages`, the prerendered paths as written (`/albums/Lux`). */
export function siteRouterCode(pages: readonly string[]): string {
  const code = `var pages = {};
${JSON.stringify(pages)}.forEach(function (page) {
  pages[page.toLowerCase()] = page === '/' ? '/index.html' : page + '/index.html';
});
var appShellPaths = [${appShellPaths.map((p) => `/${p.replace(/\//g, '\\/')}/i`).join(', ')}];
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.slice(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return request;
  var path = uri.replace(/\\/+$/, '') || '/';
  var page = pages[path.toLowerCase()];
  if (page) {
    request.uri = page;
    return request;
  }
  for (var i = 0; i < appShellPaths.length; i++) {
    if (appShellPaths[i].test(path)) {
      request.uri = '${appShell}';
      return request;
    }
  }
  return request;
}
`;
  if (Buffer.byteLength(code) > maxCodeBytes)
    throw new Error(`The site's path function is ${Buffer.byteLength(code)} bytes, over CloudFront's ${maxCodeBytes}: too many prerendered pages.`);
  return code;
}

/** Runs the function's code here, as CloudFront would: path in, the object's key (with its leading slash) out. */
export function siteRouter(pages: readonly string[]): (uri: string) => string {
  // new Function: the point is to run the deployed source itself.
  const handler = new Function(`${siteRouterCode(pages)}\nreturn handler;`)() as (event: { request: { uri: string } }) => { uri: string };
  return (uri) => handler({ request: { uri } }).uri;
}
