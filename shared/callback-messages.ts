/** The callback request's messages, apart for the storefront's first load (messages.ts has them all). */
export const callbackMessages = {
  callbackPhone: 'Phone (10 digits: numbers only)',
  callbackSubmitted: 'Request submitted successfully!',
  callbackFailed: 'Something went wrong. Please try again.',
  callbackThrown: 'Failed to submit request.',
};
