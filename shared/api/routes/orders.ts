/** How a page calls the orders routes: method, path and who may call; the schemas stay in ../orders.ts. */
import type { orderRoutes as contracts } from '../orders';
import { describeRoutes, type RoutesOf } from '../contract';

export const orderPaths = describeRoutes({
  createOrder: { method: 'POST', path: '/orders/{userId}/new-order', allow: ['owner'] },
  createCheckout: { method: 'POST', path: '/orders/{userId}/stripe-create-checkout', allow: ['owner'] },
  confirmPayment: { method: 'POST', path: '/orders/{userId}/{orderId}/confirm-payment', allow: ['owner'] },
  listOrders: { method: 'GET', path: '/orders/{userId}', allow: ['owner', 'Admin', 'Employee'] },
  getOrder: { method: 'GET', path: '/orders/{userId}/{orderId}', allow: ['owner', 'Admin', 'Employee', 'Editors'] },
  requestCancellation: { method: 'POST', path: '/orders/{userId}/{orderId}/cancellation-request', allow: ['owner'] },
});

/** What the web imports: typed by the contract, without its schemas. */
export const orderRoutes: RoutesOf<typeof contracts> = orderPaths;
