import { createSharedCounter, type SharedRateLimitStore } from './sharedRateLimit';

export interface RateLimiterOptions {
  /** Requests allowed per address within the window. @default 5 */
  limit?: number;
  /** @default 60000 */
  windowMs?: number;
  /** The in-memory window's clock, for tests. */
  now?: () => number;
  /**
   * Counts in a Redis every instance of the site shares, so the limit holds across them (a fixed
   * window of `windowMs` from an address's first request, `rate-limiter-flexible`'s Redis limiter).
   * Without it, or while that Redis does not answer, the count is this process's own.
   */
  shared?: SharedRateLimitStore;
}

/** The answer for one request: `retryAfterMs` is set when the address is over its limit. */
export interface RateLimitHit {
  allowed: boolean;
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Counts one request of `address`. Never rejects: a store that fails falls back to memory. */
  hit(address: string): Promise<RateLimitHit>;
}

/** One address's requests within the window: `times` from `start` on, oldest first. */
interface AddressWindow {
  times: number[];
  start: number;
}

/** Expired entries are cut off the front once this many have piled up (and are half the list). */
const COMPACT_FROM = 1024;

/**
 * A sliding-window limit per client address, kept in memory and pruned as it goes. Each request
 * costs the same however many an address has sent within the window: expired times are skipped
 * from the front of the address's list (in arrival order) and cut off now and then, rather than
 * the list filtered and copied per request, which cost a load test with a scaled limit (tens of
 * thousands of times in one window) more than the search it limited.
 */
function createMemoryWindow({ limit, windowMs, now }: { limit: number; windowMs: number; now: () => number }): (address: string) => RateLimitHit {
  const hits = new Map<string, AddressWindow>();
  let lastSweep = now();

  function sweep(time: number) {
    if (time - lastSweep < windowMs) return;
    lastSweep = time;
    for (const [address, { times }] of hits) {
      if ((times.at(-1) ?? 0) <= time - windowMs) hits.delete(address);
    }
  }

  return (address) => {
    const time = now();
    sweep(time);
    let window = hits.get(address);
    if (!window) hits.set(address, (window = { times: [], start: 0 }));
    const { times } = window;
    while (window.start < times.length && (times[window.start] as number) <= time - windowMs) window.start += 1;
    if (window.start >= COMPACT_FROM && window.start * 2 >= times.length) {
      times.splice(0, window.start);
      window.start = 0;
    }
    if (times.length - window.start >= limit) {
      return { allowed: false, retryAfterMs: (times[window.start] as number) + windowMs - time };
    }
    times.push(time);
    return { allowed: true, retryAfterMs: 0 };
  };
}

/**
 * A limit of `limit` requests per client address and window: in a shared Redis when `shared` is
 * given (one limit for every instance of the site), else in this process's memory. While the shared
 * store fails, requests are counted in memory instead (each instance limits on its own, as without
 * Redis: nothing is refused because Redis is away) and the store's `outage` hears of it.
 */
export function createRateLimiter({ limit = 5, windowMs = 60_000, now = Date.now, shared }: RateLimiterOptions = {}): RateLimiter {
  const inMemory = createMemoryWindow({ limit, windowMs, now });
  if (!shared) return { hit: async (address) => inMemory(address) };
  const count = createSharedCounter({ store: shared, limit, windowMs });
  return {
    async hit(address) {
      return (await count(address)) ?? inMemory(address);
    },
  };
}
