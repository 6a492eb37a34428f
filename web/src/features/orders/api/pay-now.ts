/**
 * POST /orders/{userId}/stripe-create-checkout from My Orders: Pay now reopens checkout for an
 * unpaid order (the server answers the order's open session, or a fresh one) and goes to it.
 */
import { useMutation } from '@tanstack/react-query';
import type { Order } from '@shared/orders';
import { paymentMessages } from '@shared/payments';
import { api } from '@/lib/api-client';

export function usePayNow(order: Pick<Order, '_id' | 'user'>) {
  return useMutation({
    mutationFn: async () => {
      const { url } = await api('POST /orders/{userId}/stripe-create-checkout', { params: { userId: order.user }, body: { orderId: order._id } });
      if (!url) throw new Error(paymentMessages.payNowFailed);
      window.location.assign(url);
    },
  });
}
