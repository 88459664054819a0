import type { RateLimitHit } from '@clavis/http';

/** Addresses remembered as over their allowance at most; the oldest go first. */
const MAX_BLOCKED = 10_000;

export interface DraftAttempts {
  /** Milliseconds until the request's address may try a secret again; 0 when it may now. */
  blockedFor(request: Request): number;
  /** Counts a refused secret; milliseconds until the address may try again when that one was over its allowance, else 0. */
  refused(request: Request): Promise<number>;
}

/**
 * The allowance of wrong draft secrets per client address. Only refusals are counted (`count`,
 * the site's per-address limit: across the market's instances with Redis), so editors opening
 * previews never meet it. Once an address is over it, every attempt of that address is refused
 * until its window ends, the right secret too: otherwise a guess answered 429 would be a wrong
 * one and a redirect a right one, and the limit would slow no guessing. Each process remembers
 * the addresses it found over, for as long as the count said.
 */
export function createDraftAttempts({
  count,
  address,
  now = Date.now,
}: {
  count: (request: Request) => Promise<RateLimitHit>;
  address: (request: Request) => string;
  now?: () => number;
}): DraftAttempts {
  const blockedUntil = new Map<string, number>();
  return {
    blockedFor(request) {
      const key = address(request);
      const until = blockedUntil.get(key);
      if (until === undefined) return 0;
      const left = until - now();
      if (left > 0) return left;
      blockedUntil.delete(key);
      return 0;
    },
    async refused(request) {
      const hit = await count(request);
      if (hit.allowed) return 0;
      const key = address(request);
      blockedUntil.delete(key);
      if (blockedUntil.size >= MAX_BLOCKED) blockedUntil.delete(blockedUntil.keys().next().value as string);
      blockedUntil.set(key, now() + hit.retryAfterMs);
      return hit.retryAfterMs;
    },
  };
}
