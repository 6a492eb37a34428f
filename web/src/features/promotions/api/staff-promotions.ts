/**
 * The staff console's server state: every promotion with its code and version, and the add, edit
 * and end calls. Each answer goes into the console's list, and the storefront's promotions are
 * read again, so the shop shows a change on its next look.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Promotion, PromotionEdit, PromotionInput } from '@shared/promotions';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

export const staffPromotionsQuery = queryOptions({
  queryKey: ['staff-promotions'],
  queryFn: async (): Promise<Promotion[]> => (await api('GET /admin/promotions', {})).promotions,
});
export const useStaffPromotions = () => useQuery(staffPromotionsQuery);

function remember(saved: Promotion): Promotion {
  queryClient.setQueryData<Promotion[]>(
    staffPromotionsQuery.queryKey,
    (list) => list && (list.some((p) => p.id === saved.id) ? list.map((p) => (p.id === saved.id ? saved : p)) : [saved, ...list]),
  );
  void queryClient.invalidateQueries({ queryKey: ['promotions'] });
  return saved;
}

export const addPromotion = async (body: PromotionInput): Promise<Promotion> => remember(await api('POST /admin/promotions', { body }));
export const savePromotion = async (id: string, body: PromotionEdit): Promise<Promotion> =>
  remember(await api('PUT /admin/promotions/{id}', { params: { id }, body }));
export const endPromotion = async (id: string, version: number): Promise<Promotion> =>
  remember(await api('POST /admin/promotions/{id}/end', { params: { id }, body: { version } }));
/** After a conflict: the list as the server has it now. */
export const reloadPromotions = () => queryClient.fetchQuery({ ...staffPromotionsQuery, staleTime: 0 });
