/**
 * The orders desk (spec §2 staff routes, §6 roles, §7 order calls): the outstanding-orders board,
 * one order for staff, status changes and cancel-and-refund. Roles are read from the user record.
 */
import { orderSchema } from '../orders';
import { boardPageSchema, boardQuerySchema, refundRequestSchema, staffStatusChangeSchema } from '../staff-orders';
import { defineContract } from './contract';

export const staffRoutes = {
  listOutstandingOrders: defineContract({
    method: 'GET', path: '/orders', summary: 'One page of paid orders not Delivered, Cancelled or Returned, oldest first',
    allow: ['Admin', 'Employee'], query: boardQuerySchema, response: boardPageSchema,
  }),
  getStaffOrder: defineContract({
    method: 'GET', path: '/staff/orders/{orderId}', summary: 'One order by its id, for the staff order page',
    allow: ['Admin', 'Employee', 'Editors'], response: orderSchema,
  }),
  setOrderStatus: defineContract({
    method: 'PUT', path: '/orders/{userId}/{orderId}/status-update', summary: 'Sets any status, recorded in the history, if nobody changed the order since',
    allow: ['Admin', 'Employee'], body: staffStatusChangeSchema, response: orderSchema,
  }),
  updateOrder: defineContract({
    method: 'PUT', path: '/orders/{userId}/{orderId}', summary: 'The same status change, at the path spec §7 also lists',
    allow: ['Admin', 'Employee'], body: staffStatusChangeSchema, response: orderSchema,
  }),
  refundOrder: defineContract({
    method: 'POST', path: '/orders/{userId}/{orderId}/refund', summary: 'Refunds the card payment and cancels the order (24 hours, or an Admin with a reason)',
    allow: ['Admin'], body: refundRequestSchema, response: orderSchema,
  }),
};
