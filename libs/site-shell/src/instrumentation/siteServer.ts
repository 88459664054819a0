import type { IncomingMessage } from 'node:http';
import type { EarlyRoutes, SiteServer } from '@clavis/next-tuning/instrumentation';
import { stampPeerAddress } from '../security/clientAddress';
import { policyOrigins } from '../security/policyOrigins';
import { assignRequestNonce } from '../security/requestNonce';
import { siteConfig, type SiteConfig } from '../config/siteConfig';
import { earlyResponseHeaders, guardRequests } from './guardRequests';
import { securityPolicies } from './securityPolicies';
import { consentPageHtml } from '../consent/siteConsent';
import type { Logger } from 'pino';
import { createAccessLog } from '../logging/accessLog';
import { siteLogger } from '../logging/logger';
import { siteMetrics, type SiteMetrics } from '../metrics/siteMetrics';

/**
 * Routes the Node.js server answers before Next.js although an app route has them too, with the
 * handler that route exports: `POST /api/search` answers every keystroke of every searcher.
 */
export const EARLY_ROUTES: EarlyRoutes = {
  'POST /api/search': async () => (await import('../routes/search')).searchPOST,
};

/**
 * Routes no app route has: the probes (`/healthz`, `/readyz`), Algolia's REST paths over the
 * same engine, for any Algolia client given this host, and the consent scripts of pages with a tag
 * manager (`siteConsent`).
 */
export const SERVER_ROUTES: EarlyRoutes = {
  'GET /healthz': async () => (await import('../routes/health')).healthzGET,
  'HEAD /healthz': async () => (await import('../routes/health')).healthzGET,
  'GET /readyz': async () => (await import('../routes/health')).readyzGET,
  'HEAD /readyz': async () => (await import('../routes/health')).readyzGET,
  'POST /1/indexes/*': async () => (await import('../routes/search')).algoliaRestRoute,
  'GET /1/indexes/*': async () => (await import('../routes/search')).algoliaRestRoute,
  'HEAD /1/indexes/*': async () => (await import('../routes/search')).algoliaRestRoute,
  'OPTIONS /1/indexes/*': async () => (await import('../routes/search')).algoliaRestRoute,
  'GET /_clavis/consent/*': async () => (await import('../routes/consent')).consentAssetsGET,
  'HEAD /_clavis/consent/*': async () => (await import('../routes/consent')).consentAssetsGET,
};

/**
 * What every request that goes on to Next.js carries: a fresh script nonce (`assignRequestNonce`)
 * for a page rendered on demand, and its socket's address (`stampPeerAddress`) for the rate
 * limits' `clientAddress`.
 */
export function stampRequest(request: IncomingMessage): void {
  assignRequestNonce(request.headers);
  stampPeerAddress(request);
}

/**
 * DESIGN.md section 6's hardening of the Node.js server, as next-tuning installs it
 * (`registerTuning`): requests it cannot parse are refused before Next.js (`guardRequests`), the
 * others stamped, `EARLY_ROUTES` and `SERVER_ROUTES` answered before it, and every page gets its
 * Content-Security-Policy (`securityPolicies`) with the origins this server's configuration names;
 * with a tag manager, pages rendered for a request name the consent loader as cached ones do.
 */
export function siteServer({ market, env }: SiteConfig = siteConfig(), logger: Logger = siteLogger(), metrics: SiteMetrics = siteMetrics()): SiteServer {
  const https = env.SITE_URL?.startsWith('https:') ?? false;
  const accessLog = createAccessLog(logger);
  const pageHtml = consentPageHtml();
  return {
    aroundRequest(request, response, handle) {
      const started = performance.now();
      response.once('finish', () => metrics.request(request.method ?? 'GET', request.url, response.statusCode, (performance.now() - started) / 1000));
      return accessLog(request, response, handle);
    },
    refuse: guardRequests({ market, https }),
    stamp: stampRequest,
    earlyRoutes: EARLY_ROUTES,
    serverRoutes: SERVER_ROUTES,
    earlyHeaders: earlyResponseHeaders({ https }),
    pagePolicy: securityPolicies(policyOrigins(env)),
    ...(pageHtml && { renderedPageHtml: pageHtml }),
  };
}
