/** What the app's pages and other features use of this feature. */
export { AddItemPage } from './components/add-item-page';
export { ProductsPage } from './components/products-page';
