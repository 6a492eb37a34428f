/** GET /orders: one page of the outstanding-orders board (paid, open, oldest first). One Query. */
import * as contracts from '../../shared/api/staff';
import { lastStatusChange, type BoardOrder } from '../../shared/staff-orders';
import { outstandingOrdersPage, type BoardSource } from '../data/staff-orders';
import { staffRoute } from '../kit/staff-route';

/** What a box on the board needs: the page's payload stays small at hundreds of orders. */
const boxOf = (o: BoardSource): BoardOrder => ({
  _id: o._id,
  user: o.user,
  orderNumber: o.orderNumber,
  firstName: o.firstName,
  lastName: o.lastName,
  email: o.email,
  createdAt: o.createdAt,
  status: o.status,
  statusChangedAt: lastStatusChange(o.statusHistory)?.updatedAt,
  totalPrice: o.totalPrice,
  lineCount: o.albums.length + o.products.length,
  cancellationRequested: !!o.cancellationRequest,
});

export const handler = staffRoute(contracts.listOutstandingOrders).handler(async ({ query }) => {
  const page = await outstandingOrdersPage(query.limit, query.cursor);
  return { orders: page.orders.map(boxOf), ...(page.cursor ? { cursor: page.cursor } : {}) };
});
