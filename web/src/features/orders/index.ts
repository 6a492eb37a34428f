/** What other features use of orders: the status timeline the staff order page shows too. */
export { StatusTimeline } from './components/status-timeline';
