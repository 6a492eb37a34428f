/** What the app's pages and other features use of this feature. */
export { ReferralForm } from './components/referral-form';
