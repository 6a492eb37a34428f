/**
 * The orders desk, for staff: the outstanding-orders board, one order for staff, status changes
 * and cancel-and-refund. Roles are read from the user record.
 */
import { orderSchema } from '../orders';
import { boardPageSchema, boardQuerySchema, refundRequestSchema, staffStatusChangeSchema } from '../staff-orders';
import { defineContract } from './contract';
import * as table from './routes';

export const listOutstandingOrders = defineContract({
  ...table.listOutstandingOrders,
  summary: 'One page of paid orders not Delivered, Cancelled or Returned, oldest first',
  query: boardQuerySchema,
  response: boardPageSchema,
});

export const getStaffOrder = defineContract({
  ...table.getStaffOrder,
  summary: 'One order by its id, for the staff order page',
  response: orderSchema,
});

export const setOrderStatus = defineContract({
  ...table.setOrderStatus,
  summary: 'Sets any status, recorded in the history, if nobody changed the order since',
  body: staffStatusChangeSchema,
  response: orderSchema,
});

export const updateOrder = defineContract({
  ...table.updateOrder,
  summary: "The same status change, at the order's own path",
  body: staffStatusChangeSchema,
  response: orderSchema,
});

export const refundOrder = defineContract({
  ...table.refundOrder,
  summary: 'Refunds the card payment and cancels the order (24 hours, or an Admin with a reason)',
  body: refundRequestSchema,
  response: orderSchema,
});

/** The area's routes by name, for the route table, the gateway and the docs; a handler imports its own route alone. */
export const staffRoutes = { listOutstandingOrders, getStaffOrder, setOrderStatus, updateOrder, refundOrder };
