import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

export interface ExtranetUser {
  sub: string;
  name?: string;
  email?: string;
  groups: string[];
}

export type ExtranetAccess = { ok: true; user: ExtranetUser } | { ok: false; response: Response };

export interface ExtranetVerifierOptions {
  /** The OpenID provider's issuer (`OIDC_ISSUER`, else the dev provider on 127.0.0.1:4200). */
  issuer: string;
  /** `aud` the access tokens must carry. */
  audience: string;
  /** The keys; by default the issuer's JWKS, found through its discovery document (cached, refetched on an unknown `kid`). */
  keys?: JWTVerifyGetKey;
  /** @default globalThis.fetch (the discovery document) */
  fetch?: typeof fetch;
  /** Least time between two fetches of the key set (an unknown `kid` refetches it). @default 30000 */
  jwksCooldownMs?: number;
}

/** DESIGN.md section 6: asymmetric algorithms only, never `none` or HS*. */
export const ALLOWED_ALGORITHMS = ['RS256', 'PS256', 'ES256'];
/** Seconds of clock skew accepted on `exp` and `nbf` (SPEC.md section 9's token expiry leeway). */
export const CLOCK_TOLERANCE_SECONDS = 60;

const HEADERS = { 'cache-control': 'no-store', 'content-type': 'application/json' };

const unauthorized = (): ExtranetAccess => ({
  ok: false,
  response: new Response(JSON.stringify({ status: 401, error: 'invalid_token' }), {
    status: 401,
    headers: { ...HEADERS, 'www-authenticate': 'Bearer error="invalid_token"' },
  }),
});

const forbidden = (): ExtranetAccess => ({
  ok: false,
  response: new Response(JSON.stringify({ status: 403, error: 'forbidden' }), { status: 403, headers: HEADERS }),
});

/** The issuer's JWKS, from its discovery document's `jwks_uri` (looked up once; a failure is tried again next time). */
function issuerKeys(issuer: string, fetchImpl: typeof fetch, cooldownDuration: number): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  return async (header, token) => {
    keys ??= (async () => {
      const response = await fetchImpl(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
      if (!response.ok) throw new Error(`OpenID discovery of ${issuer} answered ${response.status}`);
      const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
      if (!jwksUri) throw new Error(`OpenID discovery of ${issuer} names no jwks_uri`);
      return createRemoteJWKSet(new URL(jwksUri), { cooldownDuration });
    })().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return (await keys)(header, token);
  };
}

/** `verify(request, { requiredGroup })` for the extranet API, with jose (DESIGN.md section 6). */
export function createExtranetVerifier({ issuer, audience, keys, fetch: fetchImpl = globalThis.fetch, jwksCooldownMs = 30_000 }: ExtranetVerifierOptions) {
  const getKey = keys ?? issuerKeys(issuer, fetchImpl, jwksCooldownMs);
  return async (request: Request, { requiredGroup }: { requiredGroup?: string } = {}): Promise<ExtranetAccess> => {
    const match = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(request.headers.get('authorization') ?? '');
    if (!match) return unauthorized();
    let payload;
    try {
      ({ payload } = await jwtVerify(match[1] as string, getKey, {
        issuer,
        audience,
        algorithms: ALLOWED_ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError) return unauthorized();
      // The issuer cannot be reached: the token is not known to be bad, but cannot be accepted.
      console.error(`[extranet] token verification failed: ${(error as Error).message}`);
      return unauthorized();
    }
    if (typeof payload.sub !== 'string' || payload.sub === '') return unauthorized();
    const groups = Array.isArray(payload['groups']) ? payload['groups'].filter((group): group is string => typeof group === 'string') : [];
    if (requiredGroup && !groups.includes(requiredGroup)) return forbidden();
    return {
      ok: true,
      user: {
        sub: payload.sub,
        groups,
        ...(typeof payload['name'] === 'string' ? { name: payload['name'] } : {}),
        ...(typeof payload['email'] === 'string' ? { email: payload['email'] } : {}),
      },
    };
  };
}
