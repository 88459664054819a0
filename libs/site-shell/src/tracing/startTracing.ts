// The OpenTelemetry SDK, loaded (by a dynamic import) only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
import { tracingChannel } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  context,
  createContextKey,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter as JsonTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider, type SpanExporter, type SpanProcessor } from '@opentelemetry/sdk-trace';
import { REQUEST_ID_HEADER } from '../logging/requestContext';
import { routeKindOf } from '../metrics/siteMetrics';
import type { SiteTracing, TracedCall } from './siteTracing';
import type { TracingSettings } from '../config/tracingSettings';

/** node-redis's tracing channel: one event set per command sent. */
const REDIS_COMMAND_CHANNEL = 'node-redis:command';
const REQUEST_SPAN = createContextKey('clavis request span');
/** The attribute that names the request's id (`X-Request-Id`) on its span. */
export const REQUEST_ID_ATTRIBUTE = 'clavis.request.id';

/** The exporter `settings` name: OTLP/HTTP in protobuf or JSON. */
export function otlpExporter({ tracesUrl, protocol }: TracingSettings): SpanExporter {
  return protocol === 'http/json' ? new JsonTraceExporter({ url: tracesUrl }) : new ProtobufTraceExporter({ url: tracesUrl });
}

const pathOf = (url: string | undefined) => (url ?? '/').split('?', 1)[0] as string;

export interface StartTracingOptions {
  /** @default a BatchSpanProcessor over `otlpExporter(settings)` */
  processor?: SpanProcessor;
}

/**
 * Starts tracing for this process: W3C trace context in and out, spans kept per async context, an
 * OTLP/HTTP export in batches. Spans: each incoming request (its parent an incoming `traceparent`,
 * its request id as `clavis.request.id`; Next.js's own spans nest below it), each CMS call and
 * webhook delivery (`traceparent` sent along), and each Redis command made inside one of those.
 * A Redis command outside any trace (the forms worker's polling, the publish subscription) makes
 * no span of its own, or they would bury the requests' traces.
 */
export async function startTracing(settings: TracingSettings, options: StartTracingOptions = {}): Promise<SiteTracing> {
  const processor = options.processor ?? new BatchSpanProcessor({ exporter: otlpExporter(settings) });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    spanProcessors: [processor],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const tracer = provider.getTracer('@clavis/site-shell');

  const redisSpans = new WeakMap<object, Span>();
  const redisCommands = tracingChannel<object, { command?: string; error?: unknown }>(REDIS_COMMAND_CHANNEL);
  const redisHandlers = {
    start(message: { command?: string }) {
      const parent = context.active();
      if (!trace.getSpan(parent)) return;
      const command = message.command ?? 'COMMAND';
      redisSpans.set(message, tracer.startSpan(`redis ${command}`, { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'redis', 'db.operation.name': command } }, parent));
    },
    error(message: { error?: unknown }) {
      const span = redisSpans.get(message);
      if (!span) return;
      span.recordException(message.error instanceof Error ? message.error : String(message.error));
      span.setStatus({ code: SpanStatusCode.ERROR });
    },
    asyncEnd(message: object) {
      redisSpans.get(message)?.end();
      redisSpans.delete(message);
    },
    // A command's span ends with its reply (asyncEnd); the synchronous end and asyncStart say nothing more.
    end: () => undefined,
    asyncStart: () => undefined,
  };
  redisCommands.subscribe(redisHandlers);

  return {
    aroundRequest(request: IncomingMessage, response: ServerResponse, handle: () => boolean): boolean {
      const method = request.method ?? 'GET';
      const parent = propagation.extract(ROOT_CONTEXT, request.headers);
      const span = tracer.startSpan(
        `${method} ${routeKindOf(request.url)}`,
        {
          kind: SpanKind.SERVER,
          attributes: {
            'http.request.method': method,
            'url.path': pathOf(request.url),
            'clavis.route_kind': routeKindOf(request.url),
          },
        },
        parent,
      );
      const ended = () => {
        // The access log names the request (a well-formed incoming id, or a new one) in its answer.
        const requestId = response.getHeader(REQUEST_ID_HEADER);
        if (typeof requestId === 'string') span.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
        span.setAttribute('http.response.status_code', response.statusCode);
        if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      };
      // 'close' also comes for a request the client gave up on, which never finishes.
      response.once('close', ended);
      const active: Context = trace.setSpan(parent, span).setValue(REQUEST_SPAN, span);
      return context.with(active, handle);
    },
    async fetch(call: TracedCall, send, input, init) {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      // A delivery runs in the outbox, apart from the request that stored it: a trace of its own.
      const span = tracer.startSpan(`${call} ${method}`, {
        kind: SpanKind.CLIENT,
        root: call === 'webhook',
        attributes: { 'http.request.method': method, 'server.address': url.hostname, 'url.path': url.pathname },
      });
      const active = trace.setSpan(context.active(), span);
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      propagation.inject(active, headers, { set: (carrier, key, value) => carrier.set(key, value) });
      try {
        const response = await context.with(active, () => send(input, { ...init, headers }));
        span.setAttribute('http.response.status_code', response.status);
        if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        return response;
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        throw error;
      } finally {
        span.end();
      }
    },
    recordError(error: Error) {
      const span = (context.active().getValue(REQUEST_SPAN) as Span | undefined) ?? trace.getActiveSpan();
      if (!span) return;
      span.recordException(error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
    },
    async shutdown() {
      redisCommands.unsubscribe(redisHandlers);
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
