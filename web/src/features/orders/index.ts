/** What other features use of orders: the status timeline (the staff order page shows it too) and the orders query (Step 2 writes the completed order into it). */
export { StatusTimeline } from './components/status-timeline';
export { ordersQuery } from './api/get-orders';
export { useOrders } from './api/get-orders';
export { OrderCard } from './components/order-card';
export { paymentWords } from './payment-words';
