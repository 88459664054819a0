import { AuthError } from '../errors/AuthError';

interface IdTokenClaims {
  iss?: unknown;
  aud?: unknown;
  exp?: unknown;
}

function trimSlash(value: string): string {
  return value.endsWith('/') ? value.slice(0, -1) : value;
}

/**
 * The ID token's issuer, audience and expiry (its nonce oidc-client-ts checks): a login whose ID
 * token was not issued by our provider, for our client, recently enough is refused.
 */
export function checkIdTokenClaims(
  claims: IdTokenClaims,
  expected: { issuer: string; clientId: string; leewaySeconds: number; now?: number },
): void {
  if (typeof claims.iss !== 'string' || trimSlash(claims.iss) !== trimSlash(expected.issuer)) {
    throw new AuthError('invalid_claims', `Invalid issuer in ID token: ${String(claims.iss)}`, { claim: 'issuer' });
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(expected.clientId)) {
    throw new AuthError('invalid_claims', 'Invalid audience in ID token', { claim: 'audience' });
  }
  const now = expected.now ?? Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp + expected.leewaySeconds < now) {
    throw new AuthError('invalid_claims', 'The ID token has expired', { claim: 'expiry' });
  }
}
