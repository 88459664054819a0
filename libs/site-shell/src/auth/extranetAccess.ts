import 'server-only';
import { authorizationResponse, type TokenVerifier, type VerifiedUser } from '@clavis/auth/server';
import { siteServices } from '../server/services';

export type ExtranetAccess = { ok: true; user: VerifiedUser } | { ok: false; response: Response };

/** The access check of `verifier`: see `verifyExtranetRequest`. */
export async function checkExtranetAccess(
  verifier: TokenVerifier,
  request: Request,
  options: { requiredGroup?: string } = {},
): Promise<ExtranetAccess> {
  const outcome = await verifier.verifyRequest(request);
  const response = authorizationResponse(outcome, {
    requiredGroup: options.requiredGroup ?? 'partner',
  });
  if (response || !outcome.ok)
    return { ok: false, response: response ?? new Response(null, { status: 401 }) };
  return { ok: true, user: outcome.user };
}

/**
 * The check every `/api/extranet/*` handler runs first (DESIGN.md section 6): the bearer access
 * token verified against the configured provider (OIDC_*, else the dev IdP) by the process's one
 * verifier (its cached JWKS serves every request); 401 with `WWW-Authenticate` without a valid
 * one, 403 without the group. Every extranet area needs `partner` (the default); the BU Italia
 * documentation needs `bu-italy`.
 */
export function verifyExtranetRequest(
  request: Request,
  options: { requiredGroup?: string } = {},
): Promise<ExtranetAccess> {
  return checkExtranetAccess(siteServices().tokenVerifier, request, options);
}
