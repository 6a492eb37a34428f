/**
 * Where the window scrolls after a move: a new page opens at its top (or at the section its
 * address names), and back or forward returns to where the reader was on that entry. Runs as the
 * new page is committed, before it is painted, so the reader never sees it at the old position.
 */
import { useLayoutEffect } from 'react';
import { useRouter, useRouterState } from './render';

export function ScrollRestoration() {
  const router = useRouter();
  const { location, action } = useRouterState();
  useLayoutEffect(() => {
    const saved = router.positions.get(location.key);
    // (Nothing is returned: Chromium's scrollTo answers a promise, which React would take for a clean-up.)
    if ((action === 'pop' || action === 'initial') && saved !== undefined) window.scrollTo(0, saved);
    // The first page is the one the browser opened: the reader may have scrolled it already.
    else if (action !== 'initial') {
      const section = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (section) section.scrollIntoView();
      else window.scrollTo(0, 0);
    }
  }, [router, location, action]);
  return null;
}
