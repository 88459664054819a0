/** SPEC section 8's identity errors, one code each; their texts are `auth.errors.{code}` in the catalogues. */
export const authErrorCodes = [
  'timeout',
  'cancelled',
  'missing_refresh_token',
  'mfa_required',
  'state_mismatch',
  'missing_transaction',
  'login_required',
  'invalid_claims',
  'unknown',
] as const;

export type AuthErrorCode = (typeof authErrorCodes)[number];

/** The ID-token claim an `invalid_claims` error is about. */
export type InvalidClaim = 'issuer' | 'audience' | 'nonce' | 'expiry';

/** Every identity failure the client reports: a code to branch on and the message id to show. */
export class AuthError extends Error {
  readonly code: AuthErrorCode;
  readonly claim?: InvalidClaim;

  constructor(code: AuthErrorCode, message: string, options: { claim?: InvalidClaim; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AuthError';
    this.code = code;
    this.claim = options.claim;
  }

  /** The catalogue id of this error's text for users (`auth.errors.{code}`). */
  get messageId(): string {
    return `auth.errors.${this.code === 'unknown' ? 'missing_transaction' : this.code}`;
  }
}
