export interface RateLimiterOptions {
  /** Requests allowed per address within the window. @default 5 */
  limit?: number;
  /** @default 60000 */
  windowMs?: number;
  now?: () => number;
}

export interface RateLimiter {
  /** Counts one request; `retryAfterMs` is set when the address is over its limit. */
  hit(address: string): { allowed: boolean; retryAfterMs: number };
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
export function createRateLimiter({
  limit = 5,
  windowMs = 60_000,
  now = Date.now,
}: RateLimiterOptions = {}): RateLimiter {
  const hits = new Map<string, AddressWindow>();
  let lastSweep = now();

  function sweep(time: number) {
    if (time - lastSweep < windowMs) return;
    lastSweep = time;
    for (const [address, { times }] of hits) {
      if ((times.at(-1) ?? 0) <= time - windowMs) hits.delete(address);
    }
  }

  return {
    hit(address) {
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
    },
  };
}
