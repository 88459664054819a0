import { createRateLimiter, storeOutageLog, type RateLimiter, type RateLimiterOptions, type RateLimitHit, type SharedRateLimitStore } from '@clavis/http';
import { processWide } from '../process/processWide';
import { sharedRedis } from '../redis/sharedRedis';
import { clientAddress } from '../security/clientAddress';

/**
 * Every per-address limit of the site, in requests per minute (DESIGN.md section 6): generous
 * enough that a visitor (or an office behind one address) never meets them, low enough that one
 * address cannot keep the CMS or the search engine busy.
 */
export const RATE_LIMITS = {
  /** `POST /api/search`: one request per keystroke and refinement. */
  search: 600,
  /** `POST /api/extranet/search`. */
  extranetSearch: 600,
  /** `GET /api/checkStorySlugs`: each call can reach the CMS. */
  slugCheck: 120,
  /** `GET /api/getCustomLanding/...`. */
  customLanding: 120,
  /** `GET /api/extranet/...` (pages' data, signed file downloads, gallery ZIPs): a gallery page's thumbnails fit. */
  extranet: 300,
  /** `POST /api/forms/{formId}`: a person sends a form a few times at most. */
  forms: 5,
} as const;

/**
 * `RATE_LIMIT_SCALE` (a positive number, default 1) multiplies every limit above, read once at
 * start-up. For load tests from one address (`npm run bench:search`, `check:resilience`), which set
 * it high; production leaves it unset.
 */
export function rateLimitScale(env: Record<string, string | undefined> = process.env): number {
  const raw = env['RATE_LIMIT_SCALE']?.trim();
  if (!raw) return 1;
  const scale = Number(raw);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`RATE_LIMIT_SCALE: must be a positive number, not "${raw}"`);
  return scale;
}

let processScale: number | undefined;

/** A limit of `RATE_LIMITS` times `RATE_LIMIT_SCALE`, at least 1. */
export function scaledLimit(limit: number, scale: number = (processScale ??= rateLimitScale())): number {
  return Math.max(1, Math.round(limit * scale));
}

/**
 * Where a limit counts with `REDIS_URL` set: in the market's Redis (`clavis:{market}:rate:{name}`),
 * so the limit holds across the market's instances; undefined without it (in this process's memory).
 * Every limit of the process reports a Redis outage through one log, so an outage is one line.
 */
export function sharedLimitStore(name: string): SharedRateLimitStore | undefined {
  const redis = sharedRedis();
  if (!redis) return undefined;
  return {
    client: redis.client,
    keyPrefix: `${redis.keyPrefix}rate:${name}`,
    outage: processWide('rateLimitOutage', () => storeOutageLog((message) => console.warn(message))),
  };
}

export interface RateLimitOptions {
  /**
   * The limit's name, which instances sharing a Redis count under (`RATE_LIMITS`' key: two routes
   * of one name share one allowance).
   */
  name: string;
  /** Requests allowed per client address within the window, before `RATE_LIMIT_SCALE`. @default 60 */
  limit?: number;
  /** @default 60000 */
  windowMs?: number;
  /** The clock, for tests. */
  now?: RateLimiterOptions['now'];
  /** Overrides `RATE_LIMIT_SCALE`, for tests. */
  scale?: number;
  /** Overrides `TRUST_PROXY_HOPS`, for tests. */
  trustedHops?: number;
}

export type { RateLimitHit };

/**
 * Counts a request against its client address's allowance (`clientAddress`: the socket's, or the
 * one `TRUST_PROXY_HOPS` proxies vouch for) and answers whether it is within it: across the
 * market's instances with `REDIS_URL` (`sharedLimitStore`), in this process without it or while
 * Redis does not answer. The limiter is made on the first request, so `RATE_LIMIT_SCALE` and
 * `REDIS_URL` are read at run time, not while Next builds; `limiter` gives one ready-made, for tests.
 */
export function addressRateLimit({
  name,
  limit = 60,
  windowMs = 60_000,
  now,
  scale,
  trustedHops,
  limiter,
}: RateLimitOptions & { limiter?: RateLimiter }): (request: Request) => Promise<RateLimitHit> {
  return (request) => {
    limiter ??= createRateLimiter({ limit: scaledLimit(limit, scale), windowMs, now, shared: sharedLimitStore(name) });
    return limiter.hit(clientAddress(request, trustedHops));
  };
}

type Handler<Context extends unknown[]> = (request: Request, ...context: Context) => Response | Promise<Response>;

/**
 * A route handler with a per-address rate limit (`addressRateLimit`): over it, 429 with
 * `Retry-After` (seconds) before the handler runs. For endpoints a stranger can make expensive
 * (each call reaches the CMS or the search index); one line per route:
 * `export const GET = withRateLimit(handler, { name: 'slugCheck', limit: RATE_LIMITS.slugCheck })`.
 */
export function withRateLimit<Context extends unknown[]>(handler: Handler<Context>, options: RateLimitOptions): Handler<Context> {
  const hitOf = addressRateLimit(options);
  return async function rateLimited(request, ...context) {
    const hit = await hitOf(request);
    if (!hit.allowed) {
      return Response.json(
        { error: 'Too many requests from this address. Please try again later.' },
        { status: 429, headers: { 'cache-control': 'no-store', 'retry-after': String(Math.max(1, Math.ceil(hit.retryAfterMs / 1000))) } },
      );
    }
    return handler(request, ...context);
  };
}
