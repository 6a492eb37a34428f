/**
 * GET /orders: the outstanding-orders board. Each request is one page (one DynamoDB Query on the
 * server); the board reads every page, so its filters, search and counts cover all open orders.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardOrder } from '@shared/staff-orders';
import { api } from '@/lib/api-client';

const PAGE_SIZE = 200;

export async function loadBoard(signal?: AbortSignal): Promise<BoardOrder[]> {
  const orders: BoardOrder[] = [];
  let cursor: string | undefined;
  do {
    const page = await api('GET /orders', { query: { limit: PAGE_SIZE, cursor }, signal });
    orders.push(...page.orders);
    cursor = page.cursor;
  } while (cursor);
  return orders;
}

export const boardQuery = queryOptions({ queryKey: ['staff', 'board'], queryFn: ({ signal }) => loadBoard(signal), staleTime: 0 });

export const useOutstandingOrders = () => useQuery(boardQuery);
