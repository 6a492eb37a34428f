/** The callback requests desk's server state: the requests (newest first), status changes and notes, each answer written into the cache. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Callback } from '@shared/callbacks';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

export const callbacksQuery = queryOptions({
  queryKey: ['callbacks'],
  queryFn: ({ signal }) => api('GET /request-callback/admin', { query: {}, signal }),
});
export const useCallbacks = () => useQuery(callbacksQuery);

/**
 * Writes a change's answer into the list. A read of the list still under way (one that left
 * before the change) would land after it and put the old status back: it is called off first.
 */
async function remember(callback: Callback): Promise<void> {
  await queryClient.cancelQueries({ queryKey: callbacksQuery.queryKey });
  queryClient.setQueryData<Callback[]>(callbacksQuery.queryKey, (list) => list?.map((c) => (c._id === callback._id ? callback : c)));
}

export const setStatus = async (id: string, newStatus: Callback['currentStatus']) =>
  remember(await api('PUT /request-callback/{id}', { params: { id }, body: { newStatus } }));
export const addNote = async (id: string, note: string) => remember(await api('PUT /request-callback/{id}/add-note', { params: { id }, body: { note } }));
