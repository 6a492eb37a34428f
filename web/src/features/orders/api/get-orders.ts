/** GET /orders/{userId}: the customer's orders, newest first, read afresh each time My Orders opens. */
import { useCallback, useEffect, useState } from 'react';
import { orderSchema, type Order } from '@shared/orders';
import { api } from '@/lib/api-client';
import * as z from 'zod';

export const getOrders = (userId: string): Promise<Order[]> =>
  api.get(`/orders/${encodeURIComponent(userId)}`, z.array(orderSchema));

export type OrdersState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; orders: Order[] };

export function useOrders(userId: string | undefined): OrdersState & { reload(): void } {
  const [state, setState] = useState<OrdersState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!userId) return;
    let current = true;
    setState({ status: 'loading' });
    getOrders(userId).then(
      (orders) => current && setState({ status: 'success', orders }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [userId, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
