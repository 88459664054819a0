/** The paths the provider sends the browser back to (registered with the provider). */
export const AUTH_CALLBACK_PATH = '/auth/callback';
export const SILENT_CHECK_PATH = '/auth/silent-check';
/** A login entry for links (`?returnTo=` a same-origin path); served by the callback page. */
export const AUTH_LOGIN_PATH = '/auth/login';
/** The folder of the prebuilt callback pages: `app/[locale]/auth-callback`. */
export const AUTH_CALLBACK_SEGMENT = 'auth-callback';
