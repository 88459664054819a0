import { z } from 'zod';
import { resolveMarket, isMarket, type Market } from '@clavis/i18n-routing';
import { isWebhookSigningKey, secretList } from './secretList';
import { OTLP_PROTOCOLS } from './tracingSettings';

/** Defaults for the embedded local services (DESIGN.md section 2). */
export const localDefaults = {
  cmsBaseUrl: 'http://127.0.0.1:4100/v2',
  identityIssuer: 'http://127.0.0.1:4200',
  dataDir: './data',
} as const;

const optionalText = z
  .string()
  .trim()
  .min(1, 'must not be empty when set')
  .optional();

const optionalUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .optional();

const optionalMilliseconds = z.coerce
  .number({ error: 'must be a number of milliseconds' })
  .int('must be a whole number of milliseconds')
  .positive('must be a positive number of milliseconds')
  .optional();

const optionalDelayMs = z.coerce
  .number({ error: 'must be a number of milliseconds' })
  .int('must be a whole number of milliseconds')
  .min(0, 'must not be negative')
  .optional();

const redisUrlSchema = z
  .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
  .optional();

const environmentSchema = z.object({
  STORYBLOK_TOKEN: optionalText,
  STORYBLOK_PREVIEW_TOKEN: optionalText,
  STORYBLOK_REGION: z
    .enum(['eu', 'us', 'ap', 'ca', 'cn'], { error: 'must be one of eu, us, ap, ca, cn' })
    .optional(),
  CMS_BASE_URL: optionalUrl,
  /** Where the space's asset URLs point, when not the region's asset host (a custom asset domain). */
  STORYBLOK_ASSET_ORIGIN: optionalUrl,
  /** The space's asset token: the server asks `cdn/assets/me` with it for a private asset's signed URL. */
  STORYBLOK_ASSET_TOKEN: optionalText,
  /**
   * Seconds between two looks at the CMS's content version, each instance on its own, so a change
   * whose webhook was lost still reaches every page; 0 turns the poll off. @default 60
   */
  CMS_POLL_SECONDS: z.coerce.number({ error: 'must be a whole number of seconds' }).int('must be a whole number of seconds').min(0, 'must not be negative').optional(),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalText,
  OIDC_AUDIENCE: optionalText,
  ALGOLIA_APP_ID: optionalText,
  ALGOLIA_SEARCH_KEY: optionalText,
  /** Prefix of the Algolia index names (`{ALGOLIA_INDEX}_{market}_{locale}`). */
  ALGOLIA_INDEX: optionalText,
  /** SPEC.md section 3's search flags: the lite client, Recommend, the response cache. */
  ALGOLIA_LITE: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  ALGOLIA_RECOMMEND: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  ALGOLIA_CACHE: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  DATA_DIR: optionalText,
  FORMS_WEBHOOK_URL: optionalUrl,
  /** The outbox's first retry delay (doubling after each failure); tests shorten it. */
  FORMS_OUTBOX_RETRY_MS: optionalMilliseconds,
  /** The outbox's longest wait between two delivery attempts. */
  FORMS_OUTBOX_MAX_RETRY_MS: optionalMilliseconds,
  /** How many days a delivered submission is kept (file store or Redis); undelivered ones stay until delivered. @default 30 */
  FORMS_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .positive('must be at least 1 day')
    .optional(),
  /**
   * The Standard Webhooks keys (`whsec_…`) every forms delivery is signed with, comma-separated
   * while one is rotated (each signs). Read through `secretList`.
   */
  FORMS_WEBHOOK_SECRET: z
    .string()
    .refine((value) => secretList(value).length > 0 && secretList(value).every(isWebhookSigningKey), {
      error: 'must be whsec_ and the base64 of 24 to 64 bytes (several: comma-separated)',
    })
    .optional(),
  REVALIDATE_SECRET: optionalText,
  DRAFT_SECRET: optionalText,
  /**
   * HMAC keys of the extranet's download links (each at least 32 characters), comma-separated while
   * one is rotated: the first signs, every one verifies. Set it, the same on every instance of a
   * market, in production; without it each process makes its own, so a link works only on the
   * instance that handed it out. Read through `secretList`.
   */
  EXTRANET_SIGNING_SECRET: z
    .string()
    .refine((value) => secretList(value).length > 0 && secretList(value).every((secret) => secret.length >= 32), {
      error: 'must have at least 32 characters (several: comma-separated, each at least 32)',
    })
    .optional(),
  /** How many days a download record is kept (the audit file or the Redis stream). @default 365 */
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .positive('must be at least 1 day')
    .optional(),
  /** The extranet's append-only download audit file. @default `$DATA_DIR/extranet/downloads.jsonl` */
  EXTRANET_AUDIT_FILE: optionalText,
  /** The public origin of the site (canonical URLs, sitemap, Open Graph); see seo/siteOrigin. */
  SITE_URL: optionalUrl,
  /**
   * The Google Tag Manager container (`GTM-…`). Read as the server runs: each page it serves then
   * names the consent loader, and the tag manager loads only after the visitor's consent; unset, no
   * banner and no tag (the prebuilt pages are the same either way).
   */
  GTM_ID: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a Tag Manager container id, GTM- and 4 to 12 capital letters or digits').optional(),
  /**
   * How many reverse proxies in front of the site append the client's address to X-Forwarded-For
   * (security/clientAddress). Unset or 0: the site faces clients itself and no forwarded header is
   * believed, so rate limits count the socket's address.
   */
  TRUST_PROXY_HOPS: z.coerce.number({ error: 'must be a whole number of proxies' }).int('must be a whole number of proxies').min(0, 'must be a whole number of proxies').optional(),
  /** Multiplies every per-address rate limit (routes/withRateLimit's RATE_LIMITS); load tests from one address set it high. */
  RATE_LIMIT_SCALE: z.coerce.number({ error: 'must be a positive number' }).positive('must be a positive number').optional(),
  /**
   * The Redis every instance of the market shares (`redis://` or `rediss://`): the page cache and
   * its tags, the publish events, the per-address limits. Without it each instance is on its own.
   * Read through `redisUrl`.
   */
  REDIS_URL: redisUrlSchema,
  /** How long a stopping instance keeps serving, failing readiness, so load balancers stop sending first. @default 5000 (0 with `CLAVIS_EMBEDDED=1`) */
  SHUTDOWN_DELAY_MS: optionalDelayMs,
  /** How long a stopping instance then waits for the requests in flight before it closes them. @default 25000 */
  SHUTDOWN_TIMEOUT_MS: optionalDelayMs,
  /** The port of the Prometheus metrics (`/metrics`), never the site's own; unset: none. */
  METRICS_PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(1, 'must be a port number').max(65535, 'must be a port number').optional(),
  /** The least level of the JSON lines the server logs on stdout. @default `info` */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be one of fatal, error, warn, info, debug, trace, silent' }).optional(),
  /**
   * A PEM file of the certificate authorities a `rediss://` Redis's certificate is checked against,
   * when not the system's (a private CA). Read through `redisConnectionOptions`.
   */
  REDIS_TLS_CA_FILE: optionalText,
  /** OpenTelemetry's standard variable: traces go to this OTLP/HTTP collector; unset, tracing is off and nothing of it loads. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  /** The OTLP/HTTP encoding. @default `http/protobuf` */
  OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(OTLP_PROTOCOLS, { error: `must be one of ${OTLP_PROTOCOLS.join(', ')} (OTLP over HTTP)` }).optional(),
  /** The service the spans are of. @default `clavis-site-{market}` */
  OTEL_SERVICE_NAME: optionalText,
  /** The earlier name of `REDIS_URL`, still accepted. */
  CACHE_REDIS_URL: redisUrlSchema,
  /**
   * `off`: pages this server renders stay in its memory and never replace the build's files.
   * For a second server on the same build (the e2e suite's isolated sites, which publish and
   * unpublish content of their own) so it cannot change what the first one serves. @default `on`
   */
  CACHE_DISK_WRITES: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  /**
   * How many pages `next build` prerenders per locale (cms/prebuiltPages: the home page, the
   * section indexes, what the home page features, then a few of each kind); every other page
   * renders on its first visit. @default 64
   */
  PREBUILD_PAGES_PER_LOCALE: z.coerce.number({ error: 'must be a whole number of pages' }).int('must be a whole number of pages').min(1, 'must be at least 1 page').optional(),
});

export type Environment = z.infer<typeof environmentSchema>;

export interface ServerConfig {
  market: Market;
  env: Environment;
}

/** A configuration value that stops start-up; its message is one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

const groups: ReadonlyArray<readonly (keyof Environment)[]> = [
  ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_AUDIENCE'],
  ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_KEY', 'ALGOLIA_INDEX'],
];

/**
 * Reads and validates the environment once. Variables are optional (the embedded services stand
 * in for them), but a set value must be valid and related variables come as a whole group.
 * The market is the exception SPEC.md rules: missing or invalid means global, with a warning.
 */
export function parseServerConfig(
  source: Record<string, string | undefined>,
  warn: (message: string) => void = console.warn,
): ServerConfig {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);

  for (const group of groups) {
    const set = group.filter((name) => present[name] !== undefined);
    if (set.length > 0 && set.length < group.length) {
      const missing = group.filter((name) => present[name] === undefined);
      problems.push(`${missing.join(', ')}: required together with ${set.join(', ')}`);
    }
  }
  if (present['REDIS_URL'] !== undefined && present['CACHE_REDIS_URL'] !== undefined && present['REDIS_URL'] !== present['CACHE_REDIS_URL']) {
    problems.push('CACHE_REDIS_URL: differs from REDIS_URL; set REDIS_URL alone (CACHE_REDIS_URL is its earlier name)');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const rawMarket = source.MARKET ?? source.NEXT_PUBLIC_CLAVIS_MARKET;
  if (!isMarket(rawMarket)) {
    warn(`MARKET: ${rawMarket ? `"${rawMarket}" is not a market` : 'not set'}; serving global`);
  }
  return { market: resolveMarket(rawMarket), env: parsed.data ?? {} };
}

/** The Redis the market's instances share: `REDIS_URL`, or its earlier name `CACHE_REDIS_URL`; none without either. */
export function redisUrl(env: Pick<Environment, 'REDIS_URL' | 'CACHE_REDIS_URL'>): string | undefined {
  return env.REDIS_URL ?? env.CACHE_REDIS_URL;
}
