/** The callback requests desk's server state: the requests (newest first), status changes and notes, each answer written into the cache. */
import { useQuery } from '@tanstack/react-query';
import type { Callback } from '@shared/callbacks';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { callbacksQuery } from '@/lib/staff/callbacks-query';
export const useCallbacks = () => useQuery(callbacksQuery);

/**
 * Writes a change's answer into the list. A read of the list still under way (one that left
 * before the change) would land after it and put the old status back: it is called off first.
 */
async function remember(callback: Callback): Promise<void> {
  await queryClient.cancelQueries({ queryKey: callbacksQuery.queryKey });
  queryClient.setQueryData<Callback[]>(callbacksQuery.queryKey, (list) => list?.map((c) => (c._id === callback._id ? callback : c)));
}

/** Saves the status and answers the request as stored. */
export async function setStatus(id: string, newStatus: Callback['currentStatus']): Promise<Callback> {
  const saved = await api('PUT /request-callback/{id}', { params: { id }, body: { newStatus } });
  await remember(saved);
  return saved;
}
export const addNote = async (id: string, note: string) => remember(await api('PUT /request-callback/{id}/add-note', { params: { id }, body: { note } }));
