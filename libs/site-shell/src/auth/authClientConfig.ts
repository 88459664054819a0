import 'server-only';
import type { AuthClientConfig } from '@clavis/auth/client';
import { siteConfig } from '../config/siteConfig';
import { identitySettings } from './identitySettings';

/** The browser's login settings: the provider's public values only (issuer, client id, audience). */
export function authClientConfig(): AuthClientConfig {
  const { issuer, clientId, audience } = identitySettings(siteConfig().env);
  return { issuer, clientId, audience };
}
