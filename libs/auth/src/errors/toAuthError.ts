import { AuthError, type InvalidClaim } from './AuthError';

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  error?: unknown;
}

const claimPatterns: Array<[RegExp, InvalidClaim]> = [
  [/\biss(uer)?\b|\bauthority\b/i, 'issuer'],
  [/\baud(ience)?\b|\bazp\b/i, 'audience'],
  [/\bnonce\b/i, 'nonce'],
  [/\bexp(ired|iry)?\b|\biat\b|\bnbf\b/i, 'expiry'],
];

/**
 * Turns whatever oidc-client-ts (or the provider's error response) threw into one `AuthError`:
 * its ErrorResponse carries the OAuth `error` code, its ErrorTimeout and popup closure have names,
 * and the rest are plain Errors whose messages say what failed.
 */
export function toAuthError(raw: unknown): AuthError {
  if (raw instanceof AuthError) return raw;
  const error = (typeof raw === 'object' && raw !== null ? raw : {}) as ErrorLike;
  const message = typeof error.message === 'string' ? error.message : String(raw);
  const oauthCode = typeof error.error === 'string' ? error.error : undefined;

  if (error.name === 'ErrorTimeout' || /timed? ?out/i.test(message)) return new AuthError('timeout', message, { cause: raw });
  if (oauthCode === 'login_required' || oauthCode === 'interaction_required' || oauthCode === 'consent_required') {
    return new AuthError('login_required', message, { cause: raw });
  }
  if (oauthCode === 'mfa_required') return new AuthError('mfa_required', message, { cause: raw });
  if (oauthCode === 'access_denied' || /popup.*closed|closed by user/i.test(message)) {
    return new AuthError('cancelled', message, { cause: raw });
  }
  if (/no matching state|no state in response|no .*state in url/i.test(message)) {
    return new AuthError('missing_transaction', message, { cause: raw });
  }
  if (/state does not match|state mismatch|invalid state/i.test(message)) {
    return new AuthError('state_mismatch', 'Invalid state', { cause: raw });
  }
  if (/refresh[_ ]token/i.test(message)) return new AuthError('missing_refresh_token', message, { cause: raw });
  if (/id_token|id token|claim|nonce|issuer|audience|authority mismatch/i.test(message)) {
    const claim = claimPatterns.find(([pattern]) => pattern.test(message))?.[1];
    if (claim) return new AuthError('invalid_claims', message, { claim, cause: raw });
  }
  return new AuthError('unknown', message, { cause: raw });
}
