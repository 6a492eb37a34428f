/**
 * GET and PUT /orders/{userId}/{orderId}/drafts/{lineId}: the album line's stored draft and its
 * version (null and 0 until the first save). A save names the version it was read at; a draft
 * changed meanwhile (in another window) is refused with a 409, never overwritten.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AlbumDraft } from '@shared/album-draft/schema';
import { api } from '@/lib/api-client';

export const storedDraftQuery = (userId: string, orderId: string, lineId: string) =>
  queryOptions({
    queryKey: ['album-draft', userId, orderId, lineId],
    queryFn: ({ signal }) => api('GET /orders/{userId}/{orderId}/drafts/{lineId}', { params: { userId, orderId, lineId }, signal }),
    // What the page shows is the customer's own copy once it has loaded: never refreshed behind them.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

export const saveDraft = (userId: string, orderId: string, lineId: string, draft: AlbumDraft, version: number) =>
  api('PUT /orders/{userId}/{orderId}/drafts/{lineId}', { params: { userId, orderId, lineId }, body: { draft, version } });
