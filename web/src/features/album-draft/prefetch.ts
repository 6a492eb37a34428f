/**
 * What the draft's page reads, asked for as soon as the customer heads for it (My Orders' link
 * pointed at, focused or touched): the page's code, and the order, the line's photos and the
 * stored draft, which then travel while the code loads instead of after it. The page finds them
 * answered, or on their way.
 */
import type { QueryClient } from '@tanstack/react-query';
import { storedDraftQuery } from './api/draft';
import { draftOrderQuery } from './api/get-order';
import { draftPhotosQuery } from './api/get-photos';

export function prefetchAlbumDraft(client: QueryClient, userId: string, orderId: string, lineId: string): void {
  // The page's own module (not the feature's index, which also names the designers' contact sheet).
  void import('./components/album-draft-page').catch(() => undefined);
  void client.prefetchQuery(draftOrderQuery(userId, orderId));
  void client.prefetchQuery(draftPhotosQuery(userId, orderId, lineId));
  // The stored draft is read afresh each time the page is headed for: another window may have saved since.
  if (!client.isFetching({ queryKey: storedDraftQuery(userId, orderId, lineId).queryKey }))
    void client.prefetchQuery({ ...storedDraftQuery(userId, orderId, lineId), staleTime: 0 });
}
