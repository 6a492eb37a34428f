/** The editors' dashboard, for the app's staff routes. */
export { EditorsDashboard } from './components/editors-dashboard';
