import { BAKED_VARIABLES } from './bakedSettings';
import { EMBEDDED_SWITCH, PRODUCTION_VARIABLES, SHARED_SECRETS } from './productionSecrets';
import type { Environment } from './serverConfig';

/** When a setting is read: by the server as it runs, or also by `next build` (the pages carry it). */
export type SettingTime = 'run' | 'build' | 'build and run';

export interface SettingDoc {
  what: string;
  /** What an unset variable means. */
  default: string;
  secret?: boolean;
  time: SettingTime;
}

/**
 * Every variable of the server's configuration schema, described once: the README's table of
 * settings is made from this (`settingsTable`) and a test fails when the two differ. The type
 * makes a variable added to the schema without a row here fail to compile.
 */
export const SETTINGS: Readonly<Record<keyof Environment, SettingDoc>> = {
  STORYBLOK_TOKEN: { what: "Storyblok's public (published content) access token", default: 'the embedded content server', secret: true, time: 'build and run' },
  STORYBLOK_PREVIEW_TOKEN: { what: "Storyblok's preview token, for draft mode", default: 'drafts read with the public token', secret: true, time: 'run' },
  STORYBLOK_REGION: { what: "the space's region: `eu`, `us`, `ap`, `ca`, `cn`", default: '`eu`', time: 'build and run' },
  CMS_BASE_URL: { what: "the CMS API up to `/v2` (another host than the region's)", default: "the region's Storyblok host, or the embedded content server", time: 'build and run' },
  STORYBLOK_ASSET_ORIGIN: { what: "where the space's assets are served, when not its region's asset host (a custom asset domain)", default: "the region's: `https://a.storyblok.com` (eu), `a-us`, `a-ca`, `a-ap`, `a.storyblokchina.cn`", time: 'build and run' },
  STORYBLOK_ASSET_TOKEN: { what: "the space's asset token, with which the server fetches partner files that are Storyblok private assets (`cdn/assets/me`)", default: "none: private assets are not served (the embedded content server's own token with it)", secret: true, time: 'run' },
  CMS_POLL_SECONDS: { what: "seconds between each instance's looks at the CMS's content version, which follow a change whose webhook was lost; `0`: no poll", default: '60', time: 'run' },
  OIDC_ISSUER: { what: 'the identity provider partners log in with (all three OIDC variables, or none)', default: 'the embedded provider, `http://127.0.0.1:4200`', time: 'build and run' },
  OIDC_CLIENT_ID: { what: "the site's public client at the provider", default: '`clavis-sites`', time: 'build and run' },
  OIDC_AUDIENCE: { what: "the extranet API's audience in access tokens", default: '`https://api.clavis.example/extranet`', time: 'build and run' },
  ALGOLIA_APP_ID: { what: 'Algolia instead of the embedded search (all three ALGOLIA variables, or none)', default: 'the embedded search engine', time: 'build and run' },
  ALGOLIA_SEARCH_KEY: { what: "Algolia's search-only key (public: browsers send it)", default: 'none', time: 'build and run' },
  ALGOLIA_INDEX: { what: 'prefix of the Algolia index names (`{prefix}_{market}_{locale}`)', default: 'none', time: 'build and run' },
  ALGOLIA_LITE: { what: "`false`: Algolia's full client instead of the lite one", default: '`true`', time: 'build and run' },
  ALGOLIA_RECOMMEND: { what: '`true`: recommended products through Algolia Recommend', default: '`false`', time: 'build and run' },
  ALGOLIA_CACHE: { what: "`false`: no response cache in the browser's search client", default: '`true`', time: 'build and run' },
  DATA_DIR: { what: 'where submissions and the download audit are kept without Redis', default: '`./data` (`/data` in the image)', time: 'run' },
  FORMS_WEBHOOK_URL: { what: 'where form submissions are delivered', default: 'kept, not delivered', time: 'run' },
  FORMS_OUTBOX_RETRY_MS: { what: "the outbox's first retry delay, doubling after each failure", default: '1000', time: 'run' },
  FORMS_OUTBOX_MAX_RETRY_MS: { what: "the outbox's longest wait between two delivery attempts", default: '300000', time: 'run' },
  FORMS_RETENTION_DAYS: { what: 'how many days a delivered form submission is kept (file store or Redis); an undelivered one stays until delivered', default: '30', time: 'run' },
  FORMS_WEBHOOK_SECRET: { what: 'the Standard Webhooks key (`whsec_…`) each delivery is signed with; `new,old` while rotating (each signs)', default: 'deliveries unsigned (production refuses a webhook without it)', secret: true, time: 'run' },
  REVALIDATE_SECRET: { what: "the CMS webhook's signing secret; `new,old` while rotating (either verifies)", default: "the embedded content server's (with it only)", secret: true, time: 'run' },
  DRAFT_SECRET: { what: "the preview link's secret (`/api/draft?secret=`); `new,old` while rotating (either opens)", default: "the embedded content server's (with it only)", secret: true, time: 'run' },
  EXTRANET_SIGNING_SECRET: { what: 'HMAC key of the download links, at least 32 characters, the same on every instance; `new,old` while rotating (the first signs, either verifies)', default: 'a random key per process', secret: true, time: 'run' },
  AUDIT_RETENTION_DAYS: { what: 'how many days a download record is kept (the audit file or the Redis stream)', default: '365', time: 'run' },
  EXTRANET_AUDIT_FILE: { what: 'the download audit file without Redis', default: '`$DATA_DIR/extranet/downloads.jsonl`', time: 'run' },
  GTM_ID: { what: 'the Google Tag Manager container (`GTM-…`), loaded only after consent (banner, footer link, Consent Mode v2)', default: 'no tag manager, no banner', time: 'run' },
  SITE_URL: { what: "the site's public origin: canonical links, hreflang, sitemap, HSTS on `https:`", default: 'the local app, `http://127.0.0.1:{port}`', time: 'build and run' },
  TRUST_PROXY_HOPS: { what: 'how many proxies in front append the client to `X-Forwarded-For`', default: '0: the socket address counts', time: 'run' },
  RATE_LIMIT_SCALE: { what: 'multiplies every per-address rate limit', default: '1', time: 'run' },
  REDIS_URL: { what: 'the Redis every instance of the market shares (`redis://` or `rediss://`)', default: 'each instance on its own', secret: true, time: 'run' },
  SHUTDOWN_DELAY_MS: { what: 'how long a stopping instance serves on, not ready, so load balancers stop sending', default: `5000 (0 with \`${EMBEDDED_SWITCH}=1\`)`, time: 'run' },
  SHUTDOWN_TIMEOUT_MS: { what: 'how long it then waits for the requests in flight', default: '25000', time: 'run' },
  METRICS_PORT: { what: 'the port of the Prometheus metrics (`GET /metrics`), never the public one', default: 'no metrics served', time: 'run' },
  LOG_LEVEL: { what: 'the least level of the JSON lines on stdout: `fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`', default: '`info`', time: 'run' },
  REDIS_TLS_CA_FILE: { what: "a PEM file of the authorities a `rediss://` Redis's certificate is checked against (a private CA)", default: "the system's authorities", time: 'run' },
  OTEL_EXPORTER_OTLP_ENDPOINT: { what: 'the OTLP/HTTP collector traces are sent to (`/v1/traces` is added); OpenTelemetry also reads its other standard variables, such as `OTEL_EXPORTER_OTLP_HEADERS`', default: 'no tracing (nothing of it loaded)', time: 'run' },
  OTEL_EXPORTER_OTLP_PROTOCOL: { what: 'the OTLP/HTTP encoding: `http/protobuf` or `http/json`', default: '`http/protobuf`', time: 'run' },
  OTEL_SERVICE_NAME: { what: 'the service the spans are of', default: '`clavis-site-{market}`', time: 'run' },
  CACHE_REDIS_URL: { what: 'the earlier name of `REDIS_URL`', default: 'none', secret: true, time: 'run' },
  CACHE_DISK_WRITES: { what: '`off`: pages this server renders stay in its memory, never in the build folder', default: '`on`', time: 'run' },
  PREBUILD_PAGES_PER_LOCALE: { what: 'how many pages the build prerenders per locale (home, section indexes, what the home features, then a few of each kind); the rest render on first visit into the page cache', default: '64', time: 'build' },
};

/** Variables read outside the schema. */
const OTHER_SETTINGS: ReadonlyArray<readonly [name: string, doc: SettingDoc]> = [
  ['MARKET', { what: 'the market a build serves (`global`, `italy`, `spain`, `france`, `germany`)', default: 'global, with a warning (`npm start`: germany)', time: 'build and run' }],
  [EMBEDDED_SWITCH, { what: '`1`: serve with the embedded development services and committed secrets in production (never on a public host)', default: 'production refuses them', time: 'run' }],
  ['PORT', { what: 'the port the server listens on', default: "3000 (`npm start`: the market's local port)", time: 'run' }],
  ['HOSTNAME', { what: 'the address it listens on (not a loopback literal in production)', default: "Next.js's", time: 'run' }],
  ['CLAVIS_TUNING_*', { what: "next-tuning's switches (its README)", default: 'all on', time: 'build and run' }],
];

function productionColumn(name: string): string {
  if ((PRODUCTION_VARIABLES as readonly string[]).includes(name)) return 'required';
  if ((SHARED_SECRETS as readonly string[]).includes(name)) return 'required with `REDIS_URL`';
  return '';
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The README's table of settings, one row a variable. */
export function settingsTable(): string {
  const rows = [...Object.entries(SETTINGS), ...OTHER_SETTINGS].map(([name, doc]) => {
    const time = (BAKED_VARIABLES as readonly string[]).includes(name) ? 'build and run (checked at start)' : doc.time;
    return `| \`${name}\` | ${cell(doc.what)} | ${cell(doc.default)} | ${productionColumn(name)} | ${doc.secret ? 'yes' : ''} | ${time} |`;
  });
  return ['| variable | what it sets | unset | production | secret | read at |', '| --- | --- | --- | --- | --- | --- |', ...rows].join('\n');
}
