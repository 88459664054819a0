// `@clavis/auth/client`: the browser side of the login (oidc-client-ts + react-oidc-context).
export { AuthProvider } from './AuthProvider';
export type { AuthProviderProps, LoginClient } from './AuthProvider';
export { useSession } from './useSession';
export { RequireSession } from './RequireSession';
export { onSignedIn } from './signedIn';
export type { SignedIn } from './signedIn';
export type { RequireSessionProps } from './RequireSession';
export { IDENTITY_DEFAULTS } from './authClientConfig';
export type { AuthClientConfig } from './authClientConfig';
export type { Session, SessionStatus, SessionUser } from './session';
export { IS_AUTHENTICATED_COOKIE, hasSessionCookie } from './sessionCookie';
export { yieldToMain } from './yieldToMain';
export { AuthError } from '../errors/AuthError';
export type { AuthErrorCode } from '../errors/AuthError';
