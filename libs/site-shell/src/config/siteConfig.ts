// The server's configuration, read from the environment once per process (issue #36 part 1): the
// validated variables and every setting derived from them. Node loads this module from dist/ for
// the cache handler as well as in Next's bundles, hence the `.js` imports and no 'server-only'.
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import type { Market } from '@clavis/i18n-routing';
import { cmsSettings, type CmsSettings } from './cmsSettings';
import { parseServerConfig, redisUrl, type ServerConfig } from './serverConfig';
import { EMBEDDED_SWITCH } from './productionSecrets';
import { processWide } from '../process/processWide';
import { tracingSettings, type TracingSettings } from './tracingSettings';

/**
 * How many pages `next build` prerenders per locale of a market unless `PREBUILD_PAGES_PER_LOCALE`
 * says otherwise: the home page, the section indexes and what the home page features fit in it
 * with room for the first pages of every other kind, whatever the catalogue's size.
 */
const PREBUILT_PAGES_PER_LOCALE = 64;

/** Where the instances of one market keep everything they share in Redis: `clavis:{market}:`. */
export function redisKeyPrefix(market: Market | string): string {
  return `clavis:${market}:`;
}

export interface SharedRedisSettings {
  url: string;
  market: Market;
  /** `clavis:{market}:`: the market's keys and channels, so markets can share one Redis. */
  keyPrefix: string;
}

export interface SiteConfig extends ServerConfig {
  /** Where the CMS is and how to read it. */
  cms: CmsSettings;
  /** The Redis the market's instances share (`REDIS_URL`); undefined without it, and while `next build` prerenders. */
  redis: SharedRedisSettings | undefined;
  /** `RATE_LIMIT_SCALE`, default 1. */
  rateLimitScale: number;
  /** `TRUST_PROXY_HOPS`, default 0. */
  trustedProxyHops: number;
  /** `CACHE_DISK_WRITES` (default on); always on while `next build` writes the prebuilt pages. */
  cacheDiskWrites: boolean;
  /** `PREBUILD_PAGES_PER_LOCALE` (default 64): the pages `next build` prerenders per locale (cms/prebuiltPages). */
  prebuildPagesPerLocale: number;
  /** `CMS_POLL_SECONDS` (default 60; 0: no poll): how often this instance looks at the CMS's content version. */
  cmsPollSeconds: number;
  /** True while `next build` prerenders: one machine's build, no shared state. */
  prebuilding: boolean;
  /** OpenTelemetry traces (`OTEL_EXPORTER_OTLP_ENDPOINT`...); undefined, tracing off, without an endpoint and while `next build` prerenders. */
  tracing: TracingSettings | undefined;
  /** `SHUTDOWN_DELAY_MS` (default 5000, 0 with the embedded services) and `SHUTDOWN_TIMEOUT_MS` (default 25000). */
  shutdown: { delayMs: number; timeoutMs: number };
}

/** The market a standalone server's build fixed: its server.js holds the Next config, `env` included. */
function standaloneBuildMarket(source: Record<string, string | undefined>): string | undefined {
  const config = source['__NEXT_PRIVATE_STANDALONE_CONFIG'];
  if (!config) return undefined;
  try {
    return (JSON.parse(config) as { env?: Record<string, string> }).env?.[
      'NEXT_PUBLIC_CLAVIS_MARKET'
    ];
  } catch {
    return undefined;
  }
}

/**
 * The configuration an environment gives. The market is the one the build fixed
 * (`NEXT_PUBLIC_CLAVIS_MARKET`, or a standalone server's Next config), which a `MARKET` variable at
 * run time cannot change. A bad variable throws `ConfigError`, one line per variable.
 */
export function readSiteConfig(
  source: Record<string, string | undefined>,
  warn: (message: string) => void = console.warn,
): SiteConfig {
  const builtMarket =
    source['NEXT_PUBLIC_CLAVIS_MARKET'] ?? standaloneBuildMarket(source) ?? source['MARKET'];
  const { market, env } = parseServerConfig({ ...source, MARKET: builtMarket }, warn);
  const prebuilding = source['NEXT_PHASE'] === PHASE_PRODUCTION_BUILD;
  const url = redisUrl(env);
  return {
    market,
    env,
    cms: cmsSettings(env),
    redis: url && !prebuilding ? { url, market, keyPrefix: redisKeyPrefix(market) } : undefined,
    rateLimitScale: env.RATE_LIMIT_SCALE ?? 1,
    trustedProxyHops: env.TRUST_PROXY_HOPS ?? 0,
    cacheDiskWrites: prebuilding || env.CACHE_DISK_WRITES !== 'off',
    prebuildPagesPerLocale: env.PREBUILD_PAGES_PER_LOCALE ?? PREBUILT_PAGES_PER_LOCALE,
    cmsPollSeconds: env.CMS_POLL_SECONDS ?? 60,
    prebuilding,
    tracing: prebuilding ? undefined : tracingSettings(env, market),
    shutdown: {
      // The embedded development services have no load balancer in front to wait for.
      delayMs: env.SHUTDOWN_DELAY_MS ?? (source[EMBEDDED_SWITCH] === '1' ? 0 : 5_000),
      timeoutMs: env.SHUTDOWN_TIMEOUT_MS ?? 25_000,
    },
  };
}

/**
 * This process's configuration, read once: Next bundles the proxy, each route and the
 * instrumentation apart, and Node loads the cache handler from dist/, so the one copy lives
 * process-wide. Next inlines `process.env.NEXT_PUBLIC_CLAVIS_MARKET` into what it bundles; the
 * cache handler sees the real environment, where a standalone server has the market in its Next
 * config only. Both read the same market.
 */
export function siteConfig(): SiteConfig {
  return processWide('siteConfig', () =>
    readSiteConfig({
      ...process.env,
      NEXT_PUBLIC_CLAVIS_MARKET: process.env.NEXT_PUBLIC_CLAVIS_MARKET,
    }),
  );
}
