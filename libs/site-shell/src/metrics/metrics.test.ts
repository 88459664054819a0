/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { cacheEntryKindOf, createSiteMetrics, routeKindOf, type FormsQueueState } from './siteMetrics';
import { startMetricsServer } from './metricsServer';

/** Prometheus text as `name{labels} value` lines (comments left out). */
const samples = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#'));

describe('routeKindOf', () => {
  it('puts every path in one of a few kinds, never the path itself', () => {
    expect(['/', '/produkte/futura', '/en/search?q=x', '/healthz', '/_next/static/a.js', '/favicon.ico', '/api/search', '/1/indexes/x/query', '/api/extranet/search', '/api/extranet/de/kataloge', '/api/extranet/files/g.s/f/1/a.pdf', '/api/forms/contact', '/api/version'].map(routeKindOf)).toEqual([
      'page', 'page', 'page', 'probe', 'asset', 'asset', 'search', 'search', 'search', 'extranet-api', 'extranet-file', 'forms', 'api',
    ]);
  });
});

describe('the metrics endpoint', () => {
  let server: Server;
  let url: string;
  const state = { redis: true as boolean | undefined, ready: true, queue: { queue: 'clavis-germany-forms', jobs: { waiting: 3, active: 1, completed: 12 }, oldestWaitingAt: 1_000_000 - 42_500 } as FormsQueueState | undefined };
  const queueReads = { count: 0 };
  const metrics = createSiteMetrics({
    redisConnected: () => state.redis,
    ready: () => state.ready,
    formsQueue: async () => {
      queueReads.count += 1;
      if (!state.queue) throw new Error('Redis is not answering');
      return state.queue;
    },
    now: () => 1_000_000,
  });
  beforeAll(async () => {
    server = await startMetricsServer(metrics.registry, 0, '127.0.0.1');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts requests by method, kind and status class, CMS attempts and their failures, limits refused, Redis and readiness', async () => {
    metrics.request('GET', '/produkte/futura?x=1', 200, 0.004);
    metrics.request('GET', '/produkte/other', 200, 0.3);
    metrics.request('POST', '/api/forms/contact', 429, 0.001);
    metrics.request('BREW', '/', 405, 0.001);
    metrics.rateLimited('forms');
    const fetch = metrics.timedCmsFetch(async (input) => (String(input).includes('down') ? new Response('', { status: 503 }) : new Response('{}')));
    await fetch('http://cms.test/v2/cdn/stories/a');
    await fetch('http://cms.test/v2/cdn/down');
    state.redis = false;

    const text = await (await globalThis.fetch(`${url}/metrics`)).text();
    const lines = samples(text);
    expect(lines).toContain('http_server_request_duration_seconds_count{method="GET",route_kind="page",status_class="2xx"} 2');
    expect(lines).toContain('http_server_request_duration_seconds_bucket{le="0.005",method="GET",route_kind="page",status_class="2xx"} 1');
    expect(lines).toContain('http_server_request_duration_seconds_count{method="POST",route_kind="forms",status_class="4xx"} 1');
    expect(lines).toContain('http_server_request_duration_seconds_count{method="OTHER",route_kind="page",status_class="4xx"} 1');
    expect(lines).toContain('cms_request_duration_seconds_count{outcome="ok"} 1');
    expect(lines).toContain('cms_request_errors_total 1');
    expect(lines).toContain('rate_limit_refusals_total{limit="forms"} 1');
    expect(lines).toContain('redis_connected 0');
    expect(lines).toContain('instance_ready 1');
    expect(lines.some((line) => line.startsWith('process_resident_memory_bytes '))).toBe(true);
    expect(text).not.toContain('futura');
  });

  it('counts page cache hits and misses by kind, failed deliveries, the fan-out lag, and the forms queue by state with its oldest waiting age', async () => {
    metrics.pageCacheLookup('APP_PAGE', true);
    metrics.pageCacheLookup('APP_PAGE', true);
    metrics.pageCacheLookup('APP_PAGE', false);
    metrics.pageCacheLookup('FETCH', true);
    metrics.pageCacheLookup(undefined, false);
    const deliver = metrics.countedDeliveryFetch(async (input) => {
      if (String(input).includes('unreachable')) throw new TypeError('fetch failed');
      return new Response(null, { status: String(input).includes('refuses') ? 500 : 204 });
    });
    await deliver('http://hooks.test/ok', { method: 'POST' });
    await deliver('http://hooks.test/refuses', { method: 'POST' });
    await expect(deliver('http://hooks.test/unreachable', { method: 'POST' })).rejects.toThrow('fetch failed');
    metrics.publishApplied(1_000_000 - 30);
    metrics.publishApplied(1_000_000 - 4_000);
    const readsBefore = queueReads.count;

    const lines = samples(await (await globalThis.fetch(`${url}/metrics`)).text());
    expect(lines).toContain('page_cache_lookups_total{kind="page",result="hit"} 2');
    expect(lines).toContain('page_cache_lookups_total{kind="page",result="miss"} 1');
    expect(lines).toContain('page_cache_lookups_total{kind="fetch",result="hit"} 1');
    expect(lines).toContain('page_cache_lookups_total{kind="other",result="miss"} 1');
    expect(lines).toContain('forms_delivery_failures_total 2');
    expect(lines).toContain('publish_fanout_lag_seconds_count 2');
    expect(lines).toContain('publish_fanout_lag_seconds_bucket{le="0.05"} 1');
    expect(lines).toContain('publish_fanout_lag_seconds_bucket{le="5"} 2');
    expect(lines).toContain('forms_queue_jobs{queue="clavis-germany-forms",state="waiting"} 3');
    expect(lines).toContain('forms_queue_jobs{queue="clavis-germany-forms",state="active"} 1');
    expect(lines).toContain('forms_queue_jobs{queue="clavis-germany-forms",state="completed"} 12');
    expect(lines.some((line) => line.includes('state="failed"'))).toBe(false);
    expect(lines).toContain('forms_queue_oldest_waiting_seconds{queue="clavis-germany-forms"} 42.5');
    // Both queue gauges come from one read of the queue.
    expect(queueReads.count - readsBefore).toBe(1);

    state.queue = { queue: 'clavis-germany-forms', jobs: { waiting: 0 } };
    expect(samples(await (await globalThis.fetch(`${url}/metrics`)).text())).toContain('forms_queue_oldest_waiting_seconds{queue="clavis-germany-forms"} 0');
    state.queue = undefined;
    const unreadable = samples(await (await globalThis.fetch(`${url}/metrics`)).text());
    expect(unreadable.some((line) => line.startsWith('forms_queue_'))).toBe(false);
  });

  it('folds Next.js cache entry kinds to a few labels', () => {
    expect(['APP_PAGE', 'PAGES', 'APP_ROUTE', 'FETCH', 'IMAGE', undefined].map(cacheEntryKindOf)).toEqual(['page', 'page', 'route', 'fetch', 'other', 'other']);
  });

  it('answers nothing but GET /metrics', async () => {
    expect((await globalThis.fetch(`${url}/`)).status).toBe(404);
    expect((await globalThis.fetch(`${url}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
