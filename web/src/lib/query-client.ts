/**
 * The one cache of server state for the whole SPA (TanStack Query): the catalog, the signed-in
 * person's user record (with their cart and addresses) and their orders. Mutations write their
 * answers into it, so a change is shown without reading it back. The catalog and order queries
 * do not pass TanStack's abort signal on: a page that unmounts while they load (navigating on,
 * a remount) lets them finish into the cache rather than cancelling a read the next page wants.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A 4xx other than 429: the server's answer (no such product, not yours), which asking again will not change. */
export const isFinalAnswer = (error: unknown): boolean => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * One more try for a read that failed on the way (the network, a 5xx, a throttled 429), never for
 * a final answer: a product that is not there is the error page at once, not a second later.
 */
const retryRead = (failures: number, error: unknown): boolean => failures < 1 && !isFinalAnswer(error);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The catalog changes rarely and a page's own actions update the cache: no refetch on focus.
      refetchOnWindowFocus: false,
      staleTime: 5 * 60_000,
      retry: retryRead,
      // A page that mounts on a final answer its route's prefetch already had shows it as it is.
      retryOnMount: (query) => !isFinalAnswer(query.state.error),
    },
  },
});
