/** How a page calls the staff routes: method, path and who may call; the schemas stay in ../staff.ts. */
import type { staffRoutes as contracts } from '../staff';
import { describeRoutes, type RoutesOf } from '../contract';

export const staffPaths = describeRoutes({
  listOutstandingOrders: { method: 'GET', path: '/orders', allow: ['Admin', 'Employee'] },
  getStaffOrder: { method: 'GET', path: '/staff/orders/{orderId}', allow: ['Admin', 'Employee', 'Editors'] },
  setOrderStatus: { method: 'PUT', path: '/orders/{userId}/{orderId}/status-update', allow: ['Admin', 'Employee'] },
  updateOrder: { method: 'PUT', path: '/orders/{userId}/{orderId}', allow: ['Admin', 'Employee'] },
  refundOrder: { method: 'POST', path: '/orders/{userId}/{orderId}/refund', allow: ['Admin'] },
});

/** What the web imports: typed by the contract, without its schemas. */
export const staffRoutes: RoutesOf<typeof contracts> = staffPaths;
