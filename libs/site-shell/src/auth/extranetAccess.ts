import 'server-only';
import { getServerConfig } from '../config/getServerConfig';
import { localDefaults } from '../config/serverConfig';
import { processWide } from '../cms/processWide';
import { createExtranetVerifier, type ExtranetAccess } from './createExtranetVerifier';

/** The audience of the extranet's access tokens (DESIGN.md section 6). */
export const EXTRANET_AUDIENCE = 'https://api.clavis.example/extranet';

function verifier() {
  return processWide('extranetVerifier', () => {
    const { env } = getServerConfig();
    const issuer = env.OIDC_ISSUER ?? localDefaults.identityIssuer;
    return createExtranetVerifier({ issuer, audience: env.OIDC_AUDIENCE ?? EXTRANET_AUDIENCE });
  });
}

/**
 * Verifies the bearer access token of an extranet request: 401 (`WWW-Authenticate: Bearer
 * error="invalid_token"`) without a valid token, 403 without the group the area needs.
 */
export function verifyExtranetRequest(request: Request, options: { requiredGroup?: string } = {}): Promise<ExtranetAccess> {
  return verifier()(request, options);
}

export type { ExtranetAccess, ExtranetUser } from './createExtranetVerifier';
