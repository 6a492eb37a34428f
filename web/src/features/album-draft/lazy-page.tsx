/**
 * The draft's page as the rest of the app reaches it: its code (the layout, dnd-kit, the focus
 * worker) loads when the page is first drawn, or earlier when My Orders' link is headed for
 * (prefetch.ts), so that what lends the feature (My Orders' link) carries none of it.
 */
import { lazy, Suspense, type ComponentProps } from 'react';

const Page = lazy(() => import('./components/album-draft-page').then((m) => ({ default: m.AlbumDraftPage })));

export function AlbumDraftPage(props: ComponentProps<typeof Page>) {
  return (
    <Suspense fallback={<p role="status">Loading your draft…</p>}>
      <Page {...props} />
    </Suspense>
  );
}
