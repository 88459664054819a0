import { createRateLimiter, type RateLimiterOptions } from '@clavis/forms/server';
import { clientAddress } from '../api/forms/createFormsRoute';

export interface RateLimitOptions {
  /** Requests allowed per client address within the window. @default 60 */
  limit?: number;
  /** @default 60000 */
  windowMs?: number;
  /** The clock, for tests. */
  now?: RateLimiterOptions['now'];
}

type Handler<Context extends unknown[]> = (request: Request, ...context: Context) => Response | Promise<Response>;

/**
 * A route handler with a per-address rate limit: over it, 429 with `Retry-After` (seconds) before
 * the handler runs. For endpoints a stranger can make expensive (each call reaches the CMS or the
 * search index); one line per route: `export const GET = withRateLimit(handler, { limit: 30 })`.
 * The same sliding window as the form endpoint's limit (`@clavis/forms/server`'s
 * createRateLimiter) and the same client address (`clientAddress`).
 */
export function withRateLimit<Context extends unknown[]>(handler: Handler<Context>, { limit = 60, windowMs = 60_000, now }: RateLimitOptions = {}): Handler<Context> {
  const limiter = createRateLimiter({ limit, windowMs, now });
  return async function rateLimited(request, ...context) {
    const hit = limiter.hit(clientAddress(request));
    if (!hit.allowed) {
      return Response.json(
        { error: 'Too many requests from this address. Please try again later.' },
        { status: 429, headers: { 'cache-control': 'no-store', 'retry-after': String(Math.max(1, Math.ceil(hit.retryAfterMs / 1000))) } },
      );
    }
    return handler(request, ...context);
  };
}
