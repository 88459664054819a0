import {
  createRateLimiter,
  type RateLimiter,
  type RateLimiterOptions,
  type RateLimitHit,
} from '@clavis/http';
import { siteServices } from '../server/services';
import { clientAddress } from '../security/clientAddress';
import { tooManyRequests } from './jsonResponses';
import { siteMetrics } from '../metrics/siteMetrics';

import { scaleLimit } from '../security/rateLimits';

export { RATE_LIMITS } from '../security/rateLimits';

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
 * market's instances with `REDIS_URL`, in this process without it or while Redis does not answer
 * (the composition root's `rateLimiter`). The limiter is taken on the first request, so the
 * services are made at run time, not while Next builds; `limiter` gives one ready-made, for tests.
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
  return async (request) => {
    limiter ??= limiterFor({ name, limit, windowMs, now, scale });
    const hit = await limiter.hit(clientAddress(request, trustedHops));
    if (!hit.allowed) siteMetrics().rateLimited(name);
    return hit;
  };
}

/** The process's limiter of `name`, or with a clock or scale of a test's, one of its own (still counting in the market's Redis). */
function limiterFor({
  name,
  limit,
  windowMs,
  now,
  scale,
}: Required<Pick<RateLimitOptions, 'name' | 'limit' | 'windowMs'>> &
  Pick<RateLimitOptions, 'now' | 'scale'>): RateLimiter {
  const services = siteServices();
  if (now === undefined && scale === undefined)
    return services.rateLimiter(name, { limit, windowMs });
  return createRateLimiter({
    limit: scaleLimit(limit, scale ?? services.config.rateLimitScale),
    windowMs,
    now,
    shared: services.limitStore(name),
  });
}

type Handler<Context extends unknown[]> = (
  request: Request,
  ...context: Context
) => Response | Promise<Response>;

/**
 * A route handler with a per-address rate limit (`addressRateLimit`): over it, 429 with
 * `Retry-After` (seconds) before the handler runs. For endpoints a stranger can make expensive
 * (each call reaches the CMS or the search index); one line per route:
 * `export const GET = withRateLimit(handler, { name: 'slugCheck', limit: RATE_LIMITS.slugCheck })`.
 */
export function withRateLimit<Context extends unknown[]>(
  handler: Handler<Context>,
  options: RateLimitOptions,
): Handler<Context> {
  const hitOf = addressRateLimit(options);
  return async function rateLimited(request, ...context) {
    const hit = await hitOf(request);
    if (!hit.allowed) return tooManyRequests(hit.retryAfterMs);
    return handler(request, ...context);
  };
}
