/** GET /orders/{userId}: the customer's orders, newest first (My Orders). */
import { listOrdersOfUser } from '../data/orders';
import { route } from '../kit/route';
import { orderRoutes } from '../../shared/api/orders';

export const handler = route(orderRoutes.listOrders).handler(({ params }) => listOrdersOfUser(params.userId));
