import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { processWide } from '../process/processWide';

/** What a request was, as a label: a handful of kinds, never the raw path (bounded cardinality). */
export type RouteKind = 'page' | 'search' | 'extranet-api' | 'extranet-file' | 'forms' | 'api' | 'asset' | 'probe';

export function routeKindOf(url: string | undefined): RouteKind {
  const path = (url ?? '/').split('?', 1)[0] as string;
  if (path === '/healthz' || path === '/readyz') return 'probe';
  if (path === '/api/search' || path.startsWith('/1/indexes/') || path === '/api/extranet/search') return 'search';
  if (path.startsWith('/api/extranet/files/') || path.startsWith('/api/extranet/zip/')) return 'extranet-file';
  if (path.startsWith('/api/extranet/')) return 'extranet-api';
  if (path.startsWith('/api/forms/')) return 'forms';
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/_next/') || /\.[A-Za-z0-9]+$/.test(path)) return 'asset';
  return 'page';
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export const statusClassOf = (status: number) => `${Math.floor(status / 100)}xx`;

export interface SiteMetricsSources {
  /** The shared Redis's connection state: true, false, or undefined without `REDIS_URL`. */
  redisConnected: () => boolean | undefined;
  /** Whether this instance reports ready. */
  ready: () => boolean;
}

/** Every metric the server exposes (Prometheus text on `METRICS_PORT`), in one registry. */
export function createSiteMetrics(sources: SiteMetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Time to answer a request, by method, route kind and status class.',
    labelNames: ['method', 'route_kind', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cmsDuration = new Histogram({
    name: 'cms_request_duration_seconds',
    help: 'Time the CMS took to answer one attempt, by outcome.',
    labelNames: ['outcome'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15],
    registers: [registry],
  });
  const cmsErrors = new Counter({ name: 'cms_request_errors_total', help: 'CMS attempts that failed (no answer or a 5xx).', registers: [registry] });
  const rateLimited = new Counter({ name: 'rate_limit_refusals_total', help: 'Requests refused by a per-address limit, by limit.', labelNames: ['limit'], registers: [registry] });
  new Gauge({
    name: 'redis_connected',
    help: "1 while the market's shared Redis answers, 0 while it does not (absent without REDIS_URL).",
    registers: [registry],
    collect() {
      const connected = sources.redisConnected();
      if (connected !== undefined) this.set(connected ? 1 : 0);
    },
  });
  new Gauge({
    name: 'instance_ready',
    help: '1 while this instance reports ready (/readyz), else 0.',
    registers: [registry],
    collect() {
      this.set(sources.ready() ? 1 : 0);
    },
  });

  return {
    registry,
    /** Records one answered request. */
    request(method: string, url: string | undefined, status: number, seconds: number): void {
      httpDuration.observe({ method: METHODS.has(method) ? method : 'OTHER', route_kind: routeKindOf(url), status_class: statusClassOf(status) }, seconds);
    },
    /** `fetch` for the CMS client that times each attempt and counts the failed ones. */
    timedCmsFetch(base?: typeof fetch): typeof fetch {
      return async (input, init) => {
        const end = cmsDuration.startTimer();
        try {
          const response = await (base ?? globalThis.fetch)(input, init);
          end({ outcome: response.status >= 500 ? 'error' : 'ok' });
          if (response.status >= 500) cmsErrors.inc();
          return response;
        } catch (error) {
          end({ outcome: 'error' });
          cmsErrors.inc();
          throw error;
        }
      };
    },
    rateLimited(limit: string): void {
      rateLimited.inc({ limit });
    },
  };
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>;

/** This process's metrics (the request hook, the CMS client and the limits share them). */
export function siteMetrics(sources?: SiteMetricsSources): SiteMetrics {
  return processWide('siteMetrics', () => createSiteMetrics(sources ?? { redisConnected: () => undefined, ready: () => false }));
}
