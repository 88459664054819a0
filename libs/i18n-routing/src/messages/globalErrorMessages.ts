/**
 * The English texts of the last-resort error screen (site-shell's global-error): it runs when the
 * root layout itself failed, without providers, so it imports these three strings rather than a
 * whole catalogue, which would add 11 KB to every page's JavaScript. The English catalogue takes
 * them from here.
 */
export const GLOBAL_ERROR_MESSAGES = {
  'common.back_to_home': 'Back to home',
  'errors.generic_error.title': 'Oops! This page is missing.',
  'errors.generic_error.description': 'An error occurred or the page no longer exists.',
} as const;
