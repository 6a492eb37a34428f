/**
 * The messages the shop's frame can show on any page (the session, the error page, a broken
 * configuration), apart so that a page's first load carries these four and not the whole of
 * messages.ts, which includes them.
 */
export const frameMessages = {
  configurationError: 'Configuration error (see console) – please contact the administrator.',
  sessionExpired: 'User session expired.',
  invalidSession: 'Invalid user session.',
  errorPage: 'Oops! Sorry, an unexpected error has occurred.',
};
