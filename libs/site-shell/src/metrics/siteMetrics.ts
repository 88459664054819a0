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

/** What the forms queue holds now: submissions by state, and when the oldest undelivered one came. */
export interface FormsQueueState {
  /** The queue's name (`clavis-{market}-forms`): a label, one value per market. */
  queue: string;
  jobs: Partial<Record<FormsJobState, number>>;
  /** Epoch milliseconds of the oldest submission waiting for delivery (or for its retry); undefined when none waits. */
  oldestWaitingAt?: number;
}

/** The states a forms queue's job is counted in (BullMQ's, which the file outbox maps onto). */
export const FORMS_JOB_STATES = ['waiting', 'active', 'delayed', 'completed', 'failed', 'prioritized'] as const;
export type FormsJobState = (typeof FORMS_JOB_STATES)[number];

/** What a cache lookup was for, as a label: Next.js's entry kinds, folded to a few. */
export type CacheEntryKind = 'page' | 'route' | 'fetch' | 'other';

export function cacheEntryKindOf(kind: string | undefined): CacheEntryKind {
  if (kind === 'APP_PAGE' || kind === 'PAGES') return 'page';
  if (kind === 'APP_ROUTE') return 'route';
  if (kind === 'FETCH') return 'fetch';
  return 'other';
}

export interface SiteMetricsSources {
  /** The shared Redis's connection state: true, false, or undefined without `REDIS_URL`. */
  redisConnected: () => boolean | undefined;
  /** Whether this instance reports ready. */
  ready: () => boolean;
  /** The forms queue's state at a scrape (it may ask Redis); rejects or undefined when it cannot be told. */
  formsQueue?: () => Promise<FormsQueueState | undefined>;
  /** @default Date.now */
  now?: () => number;
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
  const pageCache = new Counter({ name: 'page_cache_lookups_total', help: "Lookups in Next.js's page cache, by entry kind and whether the cache served them (result hit or miss).", labelNames: ['kind', 'result'], registers: [registry] });
  const deliveryFailures = new Counter({ name: 'forms_delivery_failures_total', help: 'Webhook delivery attempts of form submissions that failed (no answer or not 2xx); each is retried.', registers: [registry] });
  const fanoutLag = new Histogram({
    name: 'publish_fanout_lag_seconds',
    help: 'From a publish sent by the instance that received the webhook to this instance having applied it.',
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const now = sources.now ?? Date.now;
  // One read of the queue per scrape serves both gauges.
  let queueRead: Promise<FormsQueueState | undefined> | undefined;
  const readQueue = () => {
    queueRead ??= (sources.formsQueue?.() ?? Promise.resolve(undefined)).catch(() => undefined).finally(() => setImmediate(() => (queueRead = undefined)));
    return queueRead;
  };
  new Gauge({
    name: 'forms_queue_jobs',
    help: 'Form submissions in the queue, by state (absent when the queue cannot be read).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const state = await readQueue();
      this.reset();
      if (!state) return;
      for (const name of FORMS_JOB_STATES) {
        const count = state.jobs[name];
        if (count !== undefined) this.set({ queue: state.queue, state: name }, count);
      }
    },
  });
  new Gauge({
    name: 'forms_queue_oldest_waiting_seconds',
    help: 'Age of the oldest form submission waiting for delivery or its retry (0 when none waits; absent when the queue cannot be read).',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      const state = await readQueue();
      this.reset();
      if (!state) return;
      this.set({ queue: state.queue }, state.oldestWaitingAt === undefined ? 0 : Math.max(0, (now() - state.oldestWaitingAt) / 1000));
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
    /** Records one lookup in the page cache (Next.js's entry kind, whether it was served). */
    pageCacheLookup(kind: string | undefined, hit: boolean): void {
      pageCache.inc({ kind: cacheEntryKindOf(kind), result: hit ? 'hit' : 'miss' });
    },
    /** `fetch` for the forms webhook that counts the attempts that failed. */
    countedDeliveryFetch(base?: typeof fetch): typeof fetch {
      return async (input, init) => {
        try {
          const response = await (base ?? globalThis.fetch)(input, init);
          if (!response.ok) deliveryFailures.inc();
          return response;
        } catch (error) {
          deliveryFailures.inc();
          throw error;
        }
      };
    },
    /** Records a publish this instance applied, sent at `sentAt` (epoch milliseconds) by another. */
    publishApplied(sentAt: number): void {
      fanoutLag.observe(Math.max(0, (now() - sentAt) / 1000));
    },
  };
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>;

/** This process's metrics (the request hook, the CMS client and the limits share them). */
export function siteMetrics(sources?: SiteMetricsSources): SiteMetrics {
  return processWide('siteMetrics', () => createSiteMetrics(sources ?? { redisConnected: () => undefined, ready: () => false }));
}
