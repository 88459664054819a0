import type { Environment } from './serverConfig';

/** The OTLP/HTTP encodings the site exports in: protobuf (the standard's default) or JSON. */
export const OTLP_PROTOCOLS = ['http/protobuf', 'http/json'] as const;
export type OtlpProtocol = (typeof OTLP_PROTOCOLS)[number];

export interface TracingSettings {
  /** Where spans go: `OTEL_EXPORTER_OTLP_ENDPOINT` with the traces path (`/v1/traces`) added, as the standard says. */
  tracesUrl: string;
  protocol: OtlpProtocol;
  /** `OTEL_SERVICE_NAME`, else `clavis-site-{market}`. */
  serviceName: string;
}

/** Tracing as the standard OpenTelemetry variables set it; undefined (off) without an endpoint. */
export function tracingSettings(
  env: Pick<Environment, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_EXPORTER_OTLP_PROTOCOL' | 'OTEL_SERVICE_NAME'>,
  market: string,
): TracingSettings | undefined {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return undefined;
  return {
    tracesUrl: `${endpoint.replace(/\/+$/, '')}/v1/traces`,
    protocol: env.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf',
    serviceName: env.OTEL_SERVICE_NAME ?? `clavis-site-${market}`,
  };
}
