/** What the app's pages and other features use of this feature. */
export { SecurityPage } from './components/security-page';
