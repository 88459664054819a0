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

/** A sliding-window limit per client address, kept in memory and pruned as it goes. */
export function createRateLimiter({
  limit = 5,
  windowMs = 60_000,
  now = Date.now,
}: RateLimiterOptions = {}): RateLimiter {
  const hits = new Map<string, number[]>();
  let lastSweep = now();

  function sweep(time: number) {
    if (time - lastSweep < windowMs) return;
    lastSweep = time;
    for (const [address, times] of hits) {
      if ((times.at(-1) ?? 0) <= time - windowMs) hits.delete(address);
    }
  }

  return {
    hit(address) {
      const time = now();
      sweep(time);
      const recent = (hits.get(address) ?? []).filter((at) => at > time - windowMs);
      if (recent.length >= limit) {
        hits.set(address, recent);
        return { allowed: false, retryAfterMs: (recent[0] as number) + windowMs - time };
      }
      recent.push(time);
      hits.set(address, recent);
      return { allowed: true, retryAfterMs: 0 };
    },
  };
}
