/** The editors' dashboard, for the app's staff routes. */
export { EditorsDashboard } from './components/editors-dashboard';
/** The customer's draft of one album, as the dashboard shows it in each album's designs. */
export { CustomerDraftSection } from './components/customer-draft';
