/** What the app's pages and other features use of this feature. */
export { CallbackWidget } from './components/callback-widget';
