/**
 * POST /admin/dashboard/reminders/{orderId}: emails the customer of an order awaiting photos. Each
 * click has its own id, sent again unchanged if the answer is lost, so the server sends once.
 */
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { uniqueId } from '@/lib/unique-id';
import { dashboardQuery } from './get-dashboard';

export const newReminderId = () => uniqueId('reminder-');

export function useRemindCustomer(orderId: string) {
  return useMutation({
    mutationFn: (reminderId: string) => api('POST /admin/dashboard/reminders/{orderId}', { params: { orderId }, body: { reminderId } }),
    // Only an answer that never came is asked again (with the same click's id); a refusal is final.
    retry: (failures, error) => !(error instanceof ApiError) && failures < 2,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQuery.queryKey }),
  });
}
