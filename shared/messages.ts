/**
 * Every message a customer or a member of staff can read, in the specification's own words
 * (its validation messages and its error messages). The web and the functions both show these;
 * nothing here is re-typed elsewhere. A few groups live apart (frame-, callback- and
 * cart-messages.ts) so that a storefront page's first load carries only those it shows.
 */
import { callbackMessages } from './callback-messages';
import { cartMessages } from './cart-messages';
import { frameMessages } from './frame-messages';

export const messages = {
  ...frameMessages,
  ...callbackMessages,
  ...cartMessages,
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email',
  passwordsMustMatch: 'Your passwords must match',
  passwordMinimum: (n: number) => `Password must have at least ${n} characters`,
  customPasswordRule: 'Password must contain 12+ characters, 2 uppercase, 2 lowercase, 2 numbers, and 2 special characters.',
  customPasswordMismatch: 'Passwords do not match.',
  signUpFailed: 'Error creating account. Please try again.',
  verificationFailed: 'Verification failed. Please try again.',
  userAlreadyConfirmed: 'User is already confirmed.',

  noteRequired: 'A note must not be empty.',
  referralFailed: 'We could not send your referral. Please try again.',

  zipInvalid: 'Please enter a valid 5-digit or 9-digit zip code.',
  stateInvalid: 'Please choose one of the 50 US states.',
  addressMissingFields: 'Invalid address: Missing required fields.',

  loginToCheckout: 'Please log in to proceed with checkout.',
  selectAddress: 'Please select or add a shipping address',
  mustSelectAddress: 'You must select a shipping address.',
  acknowledgeTerms: 'You must acknowledge the album design terms before proceeding.',
  termsCheckbox: 'I acknowledge and agree to the terms',
  orderFailed: 'Something went wrong while placing the order.',

  uploadAuth: 'Authentication error. Please log in again.',
  noImagesForItem: 'No images found for this item.',
  imagesLoadFailed: (reason?: string) => `Failed to load images: ${reason || 'Unknown error'}.`,
  albumUploadRemaining: (uploaded: number, remaining: number) => `You've already uploaded ${uploaded} images. You can only upload ${remaining} more.`,
  albumUploadLimit: (limit: number) => `You can upload up to ${limit} images for this album.`,
  productUploadFull: "You've already uploaded the maximum number of images for this product.",
  productUploadLimit: (n: number) => `Only ${n} image(s) can be added.`,
  imagesOnly: 'Only image files can be uploaded.',
  completeNeedsAllImages: 'Please ensure all images are uploaded before marking as complete.',
  noFileSelected: 'No file was selected',

  adminAuthFailed: 'Authentication failed. Please log in again.',
  orderFetchFailed: 'Error fetching order',
  orderNotFound: 'Order not found.',
  albumSaveFailed: 'There was an error saving the album information',
  noOutstandingOrders: 'No outstanding orders found.',
  callbacksFetchFailed: 'Failed to fetch callback requests.',
  noCallbacks: 'No callback requests found.',
  categoryRequired: 'Please choose a category.',
  catalogVersionMissing: 'Reload the item before saving it: the version you edited is missing.',
  catalogVersionInvalid: 'Reload the item before saving it: the version you edited is not one it has had.',
  orderVersionInvalid: 'Reload the order before changing it: the version sent is not one it has had.',
  catalogEditConflict: 'Someone else saved this item after you opened it. Reload it to see their change, then make yours again.',
  catalogNameTaken: (name: string) => `The catalog already has an item called ${name}.`,
  catalogItemMissing: 'That catalog item no longer exists.',
  stripeProductIdInvalid: 'A Stripe product id starts with prod_ followed by letters and digits, like prod_NWjs8kKbJWmuuc.',
  stripePriceIdInvalid: 'A Stripe price id starts with price_ followed by letters and digits, like price_1MoBy5LkdIwHu7ix.',

  noOrders: "You don't have any orders yet.",
  noOrderHistory: 'No order history found.',

  paymentSucceeded: 'Payment succeeded',
  paymentProcessing: 'Your payment is processing.',
  paymentUnsuccessful: 'Your payment was not successful, please try again.',
  paymentUnknown: 'Something went wrong, please try again.',
  paymentFailedPage: 'There was an issue processing your payment. Please try again.',

  unsafeCharacters: 'This field contains characters we cannot accept.',
  tooLong: (max: number) => `Please keep this to ${max} characters or fewer.`,
  addressesFull: (max: number) => `You can keep up to ${max} addresses.`,
  cartFull: (max: number) => `Your cart can hold up to ${max} items. Please check out or remove some first.`,
  cartLineGone: 'That item is no longer in your cart.',
  callbackNotesFull: (max: number) => `A callback request can hold up to ${max} notes.`,
  statusHistoryFull: (max: number) => `This order's history already holds ${max} changes; no more can be recorded.`,
} as const;
