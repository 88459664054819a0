/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'redis';
import { context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { startRedisServer, type RedisServer } from '@clavis/http/testing';
import { startTracing, REQUEST_ID_ATTRIBUTE } from './startTracing';
import { tracedFetch, useSiteTracing, withRequestTracing, type SiteTracing } from './siteTracing';
import { tracingSettings } from '../config/tracingSettings';

const listen = (server: Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

describe('tracingSettings', () => {
  it('is off without an endpoint; with one, the traces path, protobuf and the market service by default', () => {
    expect(tracingSettings({}, 'germany')).toBeUndefined();
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }, 'germany')).toEqual({ tracesUrl: 'http://collector:4318/v1/traces', protocol: 'http/protobuf', serviceName: 'clavis-site-germany' });
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/otlp', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_SERVICE_NAME: 'shop' }, 'italy')).toEqual({ tracesUrl: 'http://collector:4318/otlp/v1/traces', protocol: 'http/json', serviceName: 'shop' });
  });
});

describe('withRequestTracing and tracedFetch with tracing off', () => {
  it('leave the site and the calls as they are', async () => {
    useSiteTracing(undefined);
    const site = { aroundRequest: () => true };
    expect(withRequestTracing(site)).toBe(site);
    const seen: IncomingHttpHeaders[] = [];
    const send = (async (_input: unknown, init?: RequestInit) => {
      seen.push(Object.fromEntries(new Headers(init?.headers)));
      return new Response('ok');
    }) as typeof fetch;
    await tracedFetch('cms', send)('http://cms.test/v2/cdn/stories', { headers: { 'x-request-id': 'r1' } });
    expect(seen).toEqual([{ 'x-request-id': 'r1' }]);
  });
});

describe('startTracing', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: SiteTracing;
  let redis: RedisServer;
  let redisClient: ReturnType<typeof createClient>;
  let cms: Server;
  let cmsUrl: string;
  let site: Server;
  let siteUrl: string;
  const cmsHeaders: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    tracing = await startTracing({ tracesUrl: 'http://unused.test/v1/traces', protocol: 'http/json', serviceName: 'clavis-site-germany' }, { processor: new SimpleSpanProcessor({ exporter }) });
    useSiteTracing(tracing);
    redis = await startRedisServer();
    redisClient = createClient({ url: redis.url });
    await redisClient.connect();
    cms = createServer((request, response) => {
      cmsHeaders.push(request.headers);
      response.writeHead(request.url?.includes('down') ? 503 : 200).end('{}');
    });
    cmsUrl = await listen(cms);
    const traced = withRequestTracing({ aroundRequest: (_request: unknown, _response: unknown, handle: () => boolean) => handle() });
    site = createServer((request, response) => {
      // What the access log does: the request's id in the answer.
      response.setHeader('x-request-id', String(request.headers['x-request-id'] ?? 'generated-id'));
      traced.aroundRequest(request, response, () => {
        void (async () => {
          await redisClient.get('clavis:germany:cv');
          await tracedFetch('cms')(`${cmsUrl}/v2/cdn/stories/de/germany/home`);
          if (request.url === '/broken') {
            tracing.recordError(new Error('render failed'));
            response.writeHead(500).end('error');
            return;
          }
          response.end('page');
        })();
        return true;
      });
    });
    siteUrl = await listen(site);
  });

  afterAll(async () => {
    await close(site);
    await close(cms);
    redisClient.destroy();
    await redis.stop();
    await tracing.shutdown();
    useSiteTracing(undefined);
  });

  beforeEach(() => {
    exporter.reset();
    cmsHeaders.length = 0;
  });

  const finished = async (count: number) => {
    for (let attempt = 0; attempt < 100 && exporter.getFinishedSpans().length < count; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    return exporter.getFinishedSpans();
  };
  const named = (spans: ReadableSpan[], name: string) => spans.find((span) => span.name === name) as ReadableSpan;

  it("continues an incoming traceparent: the request's span, its Redis command and CMS call in one trace, traceparent sent on", async () => {
    const incoming = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' };
    const response = await fetch(`${siteUrl}/produkte/futura?email=kunde@example.com`, { headers: { traceparent: `00-${incoming.traceId}-${incoming.spanId}-01`, 'x-request-id': 'req-42' } });
    expect(await response.text()).toBe('page');
    const spans = await finished(3);
    const request = named(spans, 'GET page');
    const redisGet = named(spans, 'redis GET');
    const cmsCall = named(spans, 'cms GET');
    expect(spans.map((span) => span.spanContext().traceId)).toEqual([incoming.traceId, incoming.traceId, incoming.traceId]);
    expect(request.parentSpanContext?.spanId).toBe(incoming.spanId);
    expect(request.attributes).toMatchObject({ [REQUEST_ID_ATTRIBUTE]: 'req-42', 'url.path': '/produkte/futura', 'http.response.status_code': 200, 'clavis.route_kind': 'page' });
    expect(JSON.stringify(request.attributes)).not.toContain('kunde@example.com');
    expect(redisGet.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(redisGet.attributes).toMatchObject({ 'db.system.name': 'redis', 'db.operation.name': 'GET' });
    expect(cmsCall.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(cmsCall.attributes).toMatchObject({ 'url.path': '/v2/cdn/stories/de/germany/home', 'http.response.status_code': 200 });
    expect(cmsHeaders[0]?.traceparent).toBe(`00-${incoming.traceId}-${cmsCall.spanContext().spanId}-01`);
  });

  it('starts a trace without traceparent, and records a server error on the request span', async () => {
    expect((await fetch(`${siteUrl}/broken`)).status).toBe(500);
    const spans = await finished(3);
    const request = named(spans, 'GET page');
    expect(request.parentSpanContext).toBeUndefined();
    expect(request.status.code).toBe(2);
    expect(request.events.map((event) => [event.name, event.attributes?.['exception.message']])).toEqual([['exception', 'render failed']]);
    expect(request.attributes[REQUEST_ID_ATTRIBUTE]).toBe('generated-id');
  });

  it('makes no span of a Redis command outside any trace; a webhook delivery is a trace of its own', async () => {
    await redisClient.get('clavis:germany:cv');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(exporter.getFinishedSpans()).toEqual([]);

    // An outbox started during a request runs inside its context; its deliveries must not join that trace.
    const outer = trace.getTracer('test').startSpan('request that started the outbox');
    const delivered = await context.with(trace.setSpan(context.active(), outer), () => tracedFetch('webhook')(`${cmsUrl}/hook`, { method: 'POST', body: '{}' }));
    outer.end();
    expect(delivered.status).toBe(200);
    const delivery = named(await finished(2), 'webhook POST');
    expect(delivery.parentSpanContext).toBeUndefined();
    expect(delivery.spanContext().traceId).not.toBe(outer.spanContext().traceId);
    expect(cmsHeaders.at(-1)?.traceparent).toBe(`00-${delivery.spanContext().traceId}-${delivery.spanContext().spanId}-01`);
  });
});
