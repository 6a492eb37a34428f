/** What other features and the app frame use of the cart: the cart itself and its item count. */
export { useCart } from './use-cart';
export { addSelection } from './add-selection';
export { useCartCount } from './use-cart-count';
export { CartLines } from './components/cart-lines';
export { CartSummary } from './components/cart-summary';
