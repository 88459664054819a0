import 'server-only';
import { checkExtranetAccess, type ExtranetAccess } from '../../auth/extranetAccess';
import { siteServices } from '../../server/services';

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
