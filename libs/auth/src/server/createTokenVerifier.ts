import { createRemoteJWKSet, customFetch, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { bearerToken, triesBearer } from './bearerToken';
import { verifiedUserOf, type TokenOutcome } from './verifiedUser';

/** Signature algorithms accepted unless the config narrows them: asymmetric only, never `none` or HS*. */
export const DEFAULT_ALGORITHMS = ['RS256', 'PS256', 'ES256'] as const;

const FORBIDDEN_ALGORITHM = /^(none|HS\d+)$/i;

export interface TokenVerifierConfig {
  /**
   * The issuer the token's `iss` must equal, exactly (Auth0's ends in a slash).
   * @see https://openid.net/specs/openid-connect-discovery-1_0.html
   */
  issuer: string;
  /** The audience the token's `aud` must contain (the extranet API's identifier). */
  audience: string;
  /**
   * Where the signing keys are published.
   * @default the `jwks_uri` of `{issuer}/.well-known/openid-configuration`
   */
  jwksUri?: string;
  /**
   * Accepted signature algorithms; `none` and HS* are refused even when listed.
   * @default ['RS256', 'PS256', 'ES256']
   */
  algorithms?: readonly string[];
  /**
   * Leeway for `exp` and `nbf`, in seconds (SPEC section 9's token expiry leeway).
   * @default 60
   */
  clockToleranceSeconds?: number;
  /**
   * The claim that lists the user's groups (Auth0 needs a namespaced custom claim).
   * @default 'groups'
   */
  groupsClaim?: string;
  /** The fetch used for discovery and the JWKS; tests and odd runtimes pass their own. @default globalThis.fetch */
  fetch?: typeof fetch;
}

export interface TokenVerifier {
  /** Verifies a token; none at all (null, undefined, '') is a missing one, not an invalid one. */
  verify(token: string | null | undefined): Promise<TokenOutcome>;
  /**
   * Verifies the request's `Authorization: Bearer` token. A request without the header, or with
   * another scheme, carries no credentials (`error: null`); a Bearer header without a usable token
   * is an invalid token.
   */
  verifyRequest(request: Request): Promise<TokenOutcome>;
}

function refused(description: string): TokenOutcome {
  return { ok: false, error: 'invalid_token', description };
}

const MISSING: TokenOutcome = { ok: false, error: null, description: 'no access token' };

function trimSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}

/** Why jose refused a token, in words safe to send back in `WWW-Authenticate`. */
function describe(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'the token has expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'nbf') return 'the token is not yet valid';
    return `the token's ${error.claim} claim is not accepted`;
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'the token signature does not verify';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'the token signature algorithm is not accepted';
  if (error instanceof errors.JWKSNoMatchingKey) return 'the token was signed by an unknown key';
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return 'the token is malformed';
  return 'the token could not be verified';
}

/**
 * Verifies bearer access tokens (DESIGN.md section 6): signature through the issuer's JWKS (cached,
 * fetched again on an unknown `kid`), an allow-list of algorithms, `iss`, `aud`, `exp`/`nbf` with a
 * leeway, and `sub` required. It never throws for a bad token: the outcome says why.
 */
export function createTokenVerifier(config: TokenVerifierConfig): TokenVerifier {
  const fetchImplementation = config.fetch ?? globalThis.fetch;
  const algorithms = (config.algorithms ?? DEFAULT_ALGORITHMS).filter((alg) => !FORBIDDEN_ALGORITHM.test(alg));
  if (algorithms.length === 0) throw new Error('createTokenVerifier: no acceptable signature algorithm configured');
  const groupsClaim = config.groupsClaim ?? 'groups';
  const clockTolerance = config.clockToleranceSeconds ?? 60;

  let keySet: Promise<JWTVerifyGetKey> | undefined;

  async function jwksUri(): Promise<string> {
    if (config.jwksUri) return config.jwksUri;
    const response = await fetchImplementation(`${trimSlash(config.issuer)}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    const document = (await response.json()) as { jwks_uri?: unknown };
    if (typeof document.jwks_uri !== 'string') throw new Error('discovery names no jwks_uri');
    return document.jwks_uri;
  }

  function keys(): Promise<JWTVerifyGetKey> {
    keySet ??= jwksUri().then((uri) =>
      createRemoteJWKSet(new URL(uri), {
        [customFetch]: (url, options) => fetchImplementation(url, options),
        timeoutDuration: 10_000,
      }),
    );
    // A failed discovery is tried again on the next request rather than cached.
    keySet.catch(() => {
      keySet = undefined;
    });
    return keySet;
  }

  async function verify(token: string | null | undefined): Promise<TokenOutcome> {
    if (!token) return MISSING;
    let getKey: JWTVerifyGetKey;
    try {
      getKey = await keys();
    } catch {
      return refused('the signing keys could not be fetched');
    }
    try {
      const { payload } = await jwtVerify(token, getKey, {
        issuer: config.issuer,
        audience: config.audience,
        algorithms,
        clockTolerance,
        requiredClaims: ['sub', 'exp'],
      });
      if (typeof payload.sub !== 'string' || payload.sub.length === 0) return refused('the token names no subject');
      return { ok: true, user: verifiedUserOf({ ...payload, sub: payload.sub }, groupsClaim) };
    } catch (error) {
      if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'sub') {
        return refused('the token names no subject');
      }
      return refused(describe(error));
    }
  }

  return {
    verify,
    verifyRequest: async (request) => {
      if (!triesBearer(request)) return MISSING;
      const token = bearerToken(request);
      return token ? verify(token) : refused('the Authorization header is malformed');
    },
  };
}
