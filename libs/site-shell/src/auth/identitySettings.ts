import type { Environment } from '../config/serverConfig';
import { localDefaults } from '../config/serverConfig';

/** The embedded dev IdP's public client and API audience (tools/dev-idp). */
export const DEV_IDP_CLIENT_ID = 'clavis-sites';
export const DEV_IDP_AUDIENCE = 'https://api.clavis.example/extranet';

/** The provider the site logs partners in with: none of these values is secret. */
export interface IdentitySettings {
  issuer: string;
  clientId: string;
  audience: string;
}

/** `OIDC_ISSUER`, `OIDC_CLIENT_ID`, `OIDC_AUDIENCE` (validated together), else the dev IdP on 127.0.0.1:4200. */
export function identitySettings(env: Environment): IdentitySettings {
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_AUDIENCE) {
    return { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, audience: env.OIDC_AUDIENCE };
  }
  return { issuer: localDefaults.identityIssuer, clientId: DEV_IDP_CLIENT_ID, audience: DEV_IDP_AUDIENCE };
}
