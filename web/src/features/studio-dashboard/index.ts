/** What the app's pages use of the studio dashboard: the page itself. */
export { StudioDashboard } from './components/studio-dashboard';
