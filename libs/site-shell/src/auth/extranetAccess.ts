import 'server-only';
import { authorizationResponse, createTokenVerifier, type TokenVerifier, type VerifiedUser } from '@clavis/auth/server';
import { getServerConfig } from '../config/getServerConfig';
import { processWide } from '../process/processWide';
import { identitySettings } from './identitySettings';

export type ExtranetAccess = { ok: true; user: VerifiedUser } | { ok: false; response: Response };

/** One verifier per server process, so its cached JWKS serves every request. */
function verifier(): TokenVerifier {
  return processWide('extranetTokenVerifier', () => {
    const { issuer, audience } = identitySettings(getServerConfig().env);
    return createTokenVerifier({ issuer, audience });
  });
}

/**
 * The check every `/api/extranet/*` handler runs first (DESIGN.md section 6): the bearer access
 * token verified against the configured provider (OIDC_*, else the dev IdP); 401 with
 * `WWW-Authenticate` without a valid one, 403 without the group. Every extranet area needs
 * `partner` (the default); the BU Italia documentation needs `bu-italy`.
 */
export async function verifyExtranetRequest(request: Request, options: { requiredGroup?: string } = {}): Promise<ExtranetAccess> {
  const outcome = await verifier().verifyRequest(request);
  const response = authorizationResponse(outcome, { requiredGroup: options.requiredGroup ?? 'partner' });
  if (response || !outcome.ok) return { ok: false, response: response ?? new Response(null, { status: 401 }) };
  return { ok: true, user: outcome.user };
}
