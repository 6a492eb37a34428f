/** GET /orders/{userId}: the customer's orders, newest first (My Orders). */
import { listOrdersOfUser } from '../data/orders';
import { route } from '../kit/route';
import { routes } from '../routes';

export const handler = route(routes.listOrders).handler(({ params }) => listOrdersOfUser(params.userId!));
