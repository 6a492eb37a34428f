/**
 * Whether React hydrated a prerendered page or rendered it afresh: hydration keeps the prerendered
 * nodes of #root, a fresh render removes them. `watchRoot` is a page's init script (it runs in the
 * browser, so it uses nothing from this module); `rootRemovals` reads what it counted.
 */
import type { Page } from 'playwright-core';

export const watchRoot = () => {
  const w = window as unknown as { rootRemovals: number };
  w.rootRemovals = 0;
  new MutationObserver((records) => {
    for (const record of records) if ((record.target as Element).id === 'root' && record.removedNodes.length > 0) w.rootRemovals++;
  }).observe(document, { childList: true, subtree: true });
};

export const rootRemovals = (page: Page) => page.evaluate(() => (window as unknown as { rootRemovals: number }).rootRemovals);
