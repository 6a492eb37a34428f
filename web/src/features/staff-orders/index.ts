/** The orders desk's pages, for the app's staff routes. */
export { OutstandingBoard } from './components/outstanding-board';
export { StaffOrderPage } from './components/staff-order-page';
/** The customer's photos of a line, all downloadable as one zip: the editors' dashboard shows them too. */
export { LinePhotos } from './components/line-photos';
