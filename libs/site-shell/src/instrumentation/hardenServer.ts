import { currentMarket } from '../app/currentMarket';
import { parseServerConfig } from '../config/serverConfig';
import { policyOrigins } from '../security/policyOrigins';
import { guardRequests } from './guardRequests';
import { sendSecurityPolicies } from './securityPolicies';

/**
 * DESIGN.md section 6's hardening of the Node.js server: requests it cannot parse are refused
 * before Next.js (`guardRequests`), and every page gets its Content-Security-Policy
 * (`sendSecurityPolicies`) with the origins this server's configuration names.
 */
export function hardenServer(env: NodeJS.ProcessEnv = process.env): void {
  const market = currentMarket();
  const config = parseServerConfig({ ...env, MARKET: market });
  guardRequests({ market, https: config.env.SITE_URL?.startsWith('https:') ?? false });
  sendSecurityPolicies(policyOrigins(config.env));
}
