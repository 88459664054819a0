import { siteConfig, type SiteConfig } from '../server/siteConfig';
import { policyOrigins } from '../security/policyOrigins';
import { answerEarly, type EarlyRoutes } from './earlyAnswers';
import { earlyResponseHeaders, guardRequests } from './guardRequests';
import { sendSecurityPolicies } from './securityPolicies';
import { sendSharedCachePolicy } from './sharedCachePolicy';

/**
 * The routes the Node.js server answers before Next.js (`answerEarly`), with the handlers the
 * app's routes export: `POST /api/search` answers every keystroke of every searcher.
 */
export const EARLY_ROUTES: EarlyRoutes = {
  'POST /api/search': async () => (await import('../api/search')).searchPOST,
  // Algolia's REST paths over the same engine, for any Algolia client given this host (DESIGN.md section 7).
  'POST /1/indexes/*': async () => (await import('../api/search')).algoliaRestRoute,
  'GET /1/indexes/*': async () => (await import('../api/search')).algoliaRestRoute,
  'HEAD /1/indexes/*': async () => (await import('../api/search')).algoliaRestRoute,
  'OPTIONS /1/indexes/*': async () => (await import('../api/search')).algoliaRestRoute,
};

/**
 * DESIGN.md section 6's hardening of the Node.js server: requests it cannot parse are refused
 * before Next.js (`guardRequests`), the checked requests of `EARLY_ROUTES` are answered before it,
 * every page gets its Content-Security-Policy (`sendSecurityPolicies`) with the origins this
 * server's configuration names, and a shared cache keeps a page for seconds, not a year
 * (`sendSharedCachePolicy`).
 */
export function hardenServer({ market, env }: SiteConfig = siteConfig()): void {
  const https = env.SITE_URL?.startsWith('https:') ?? false;
  guardRequests({ market, https, answerFirst: answerEarly(EARLY_ROUTES, earlyResponseHeaders({ https })) });
  sendSecurityPolicies(policyOrigins(env));
  sendSharedCachePolicy();
}
