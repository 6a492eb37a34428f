/** GET /admin/dashboard: the studio dashboard's figures, read again every minute while the page is open. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const dashboardQuery = queryOptions({
  queryKey: ['staff', 'dashboard'],
  queryFn: ({ signal }) => api('GET /admin/dashboard', { signal }),
  refetchInterval: 60_000,
});

export const useDashboard = () => useQuery(dashboardQuery);
