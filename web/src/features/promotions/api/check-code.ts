/** POST /promotions/code: the running promotion a code applies, or the server's refusal (404 with its message). */
import { queryOptions } from '@tanstack/react-query';
import type { PromotionFacts } from '@shared/promotion-rules';
import { api } from '@/lib/api-client';

export const promotionCodeQuery = (code: string) =>
  queryOptions({
    queryKey: ['promotions', 'code', code],
    queryFn: async (): Promise<PromotionFacts> => (await api('POST /promotions/code', { body: { code } })).promotion,
    staleTime: 60_000,
  });
