import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitHit } from './createRateLimiter';

/**
 * A connected node-redis (v4 or later) client, as `createClient` from the `redis` package makes it.
 * The limiter only runs commands on it: connecting, reconnecting and closing are the owner's.
 */
export interface RedisClientLike {
  readonly isReady: boolean;
}

/** Hears when a shared store stops answering and when it answers again. */
export interface StoreOutage {
  failed(error: unknown): void;
  recovered(): void;
}

export interface SharedRateLimitStore {
  /** The Redis every instance shares; a command is never queued while it is disconnected. */
  client: RedisClientLike;
  /**
   * Names this limit's counters (`clavis:germany:rate:forms`): two limits on one Redis need two
   * prefixes, two instances of one limit the same.
   */
  keyPrefix: string;
  /** How long a count may take before the request is counted in memory instead. @default 500 */
  timeoutMs?: number;
  /**
   * Told of every count Redis could not make and of the first it made again; share one between
   * limiters so an outage is logged once. @default storeOutageLog() for this limiter alone
   */
  outage?: StoreOutage;
}

/**
 * An outage report that logs its first failure and its recovery, one line each, however many
 * requests meet it in between.
 */
export function storeOutageLog(log: (message: string) => void = (message) => console.warn(message), subject = 'rate limits'): StoreOutage {
  let down = false;
  return {
    failed(error) {
      if (down) return;
      down = true;
      log(`${subject}: Redis does not answer (${error instanceof Error ? error.message : String(error)}); each instance counts on its own until it does`);
    },
    recovered() {
      if (!down) return;
      down = false;
      log(`${subject}: Redis answers again; counts are shared again`);
    },
  };
}

class StoreTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

/**
 * Counts one request of an address in Redis with `rate-limiter-flexible` (a fixed window of
 * `windowMs` from the address's first request): the answer, or undefined when Redis failed or was
 * slow, for the caller's fallback. An address over its limit is remembered in memory until its
 * window ends, so a flood from it costs Redis nothing.
 */
export function createSharedCounter({ store, limit, windowMs }: { store: SharedRateLimitStore; limit: number; windowMs: number }) {
  const { client, keyPrefix, timeoutMs = 500, outage = storeOutageLog() } = store;
  const limiter = new RateLimiterRedis({
    storeClient: client,
    useRedisPackage: true,
    // A disconnected client fails at once instead of waiting for a reconnection.
    rejectIfRedisNotReady: true,
    keyPrefix,
    points: limit,
    duration: Math.max(1, Math.ceil(windowMs / 1000)),
    inMemoryBlockOnConsumed: limit,
  });

  return async function count(address: string): Promise<RateLimitHit | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StoreTimeout(timeoutMs)), timeoutMs);
    });
    try {
      await Promise.race([limiter.consume(address), timeout]);
      outage.recovered();
      return { allowed: true, retryAfterMs: 0 };
    } catch (answer) {
      if (answer instanceof RateLimiterRes) {
        // Counted in Redis (an address remembered over its limit is answered from memory, consumed 0).
        if (answer.consumedPoints > 0) outage.recovered();
        return { allowed: false, retryAfterMs: Math.max(1, answer.msBeforeNext) };
      }
      outage.failed(answer);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}
