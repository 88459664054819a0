// `@clavis/auth/server`: access-token verification for route handlers (Node or edge, no React).
export { createTokenVerifier, DEFAULT_ALGORITHMS } from './createTokenVerifier';
export type { TokenVerifier, TokenVerifierConfig } from './createTokenVerifier';
export { authorizationResponse } from './authorizationResponse';
export type { AuthorizationOptions } from './authorizationResponse';
export { bearerToken } from './bearerToken';
export type { TokenOutcome, VerifiedUser } from './verifiedUser';
