/** What the app's pages and other features use of this feature. */
export { AlbumOrderForm } from './components/album-order-form';
export { OrderPage } from './components/order-page';
export { ProductOrderForm } from './components/product-order-form';
