/** What the app's pages and other features use of this feature. */
export { CallbacksPage } from './components/callbacks-page';
