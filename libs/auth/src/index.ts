// Public API of @clavis/auth: what both sides share. The browser client is `@clavis/auth/client`,
// access-token verification `@clavis/auth/server`.
export { AuthError, authErrorCodes } from './errors/AuthError';
export type { AuthErrorCode, InvalidClaim } from './errors/AuthError';
export { toAuthError } from './errors/toAuthError';
export { safeReturnTo } from './returnTo/safeReturnTo';
export { SILENT_CHECK_SCRIPT, silentCheckHtml } from './silentCheckPage';
