/**
 * The callback requests as the desk reads them (GET /request-callback/admin), here so that the
 * staff bar, which shows how many are new, and the desk share one cached list.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Callback } from '@shared/callbacks';
import { api } from '@/lib/api-client';

export const callbacksQuery = queryOptions({
  queryKey: ['callbacks'],
  queryFn: ({ signal }) => api('GET /request-callback/admin', { query: {}, signal }),
});

/** Requests nobody has answered yet: their status is still New. */
export const countNew = (callbacks: readonly Callback[]): number => callbacks.filter((c) => c.currentStatus === 'New').length;

/** How many requests are new, once the list is read; undefined before (or for someone who may not read it). */
export function useNewCallbackCount(enabled: boolean): number | undefined {
  const list = useQuery({ ...callbacksQuery, enabled });
  return enabled && list.data ? countNew(list.data) : undefined;
}
