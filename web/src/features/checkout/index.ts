/** What the app's pages and other features use of this feature. */
export { addShippingAddress } from './api/add-address';
export { confirmPayment, type PaymentConfirmation } from './api/confirm-payment';
export { getPaymentIntent } from './api/get-payment-intent';
export { AddAddressDialog } from './components/add-address-dialog';
export { AddressChoice } from './components/address-choice';
export { ConfirmAddressDialog } from './components/confirm-address-dialog';
export { TermsDialog } from './components/terms-dialog';
export { useCheckout } from './use-checkout';
