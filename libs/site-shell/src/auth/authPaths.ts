/** The paths the provider sends the browser back to (registered with the provider). */
export const AUTH_CALLBACK_PATH = '/auth/callback';
export const SILENT_CHECK_PATH = '/auth/silent-check';
/** The folder of the prebuilt callback pages: `app/[locale]/auth-callback`. */
export const AUTH_CALLBACK_SEGMENT = 'auth-callback';
