/**
 * The one cache of server state for the whole SPA (TanStack Query): the catalog, the signed-in
 * person's user record (with their cart and addresses) and their orders. Mutations write their
 * answers into it, so a change is shown without reading it back. The catalog and order queries
 * do not pass TanStack's abort signal on: a page that unmounts while they load (navigating on,
 * a remount) lets them finish into the cache rather than cancelling a read the next page wants.
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The catalog changes rarely and a page's own actions update the cache: no refetch on focus.
      refetchOnWindowFocus: false,
      staleTime: 5 * 60_000,
      retry: 1,
    },
  },
});
