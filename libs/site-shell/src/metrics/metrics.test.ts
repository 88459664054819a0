/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createSiteMetrics, routeKindOf } from './siteMetrics';
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
  const state = { redis: true as boolean | undefined, ready: true };
  const metrics = createSiteMetrics({ redisConnected: () => state.redis, ready: () => state.ready });
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

  it('answers nothing but GET /metrics', async () => {
    expect((await globalThis.fetch(`${url}/`)).status).toBe(404);
    expect((await globalThis.fetch(`${url}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
