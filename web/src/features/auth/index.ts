/** What the app's pages and other features use of this feature. */
export { CreateAccountForm } from './components/create-account-form';
export { HostedSignIn } from './components/hosted-sign-in';
export { returnPathOf } from './return-path';
