/** The orders desk's pages, for the app's staff routes. */
export { OutstandingBoard } from './components/outstanding-board';
export { StaffOrderPage } from './components/staff-order-page';
