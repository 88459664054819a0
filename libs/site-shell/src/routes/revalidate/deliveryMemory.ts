import type { RedisConnection } from '../../redis/sharedRedis';

/** How long a claim may wait for Redis before this process's memory answers alone. */
const REDIS_WAIT_MS = 500;

export interface DeliveryMemory {
  /** True when `key` was not seen within the window, and is remembered from now on; false for a repeat. */
  claim(key: string): Promise<boolean>;
  /** Forgets `key` again: its handling failed, so a retry of it must not count as a repeat. */
  release(key: string): Promise<void>;
}

export interface DeliveryMemoryOptions {
  /** How long a delivery is remembered. */
  windowMs: number;
  /** The Redis the market's instances share, and the prefix of the keys they remember under. */
  redis?: { client: Pick<RedisConnection, 'set' | 'del'>; keyPrefix: string };
  /** @default 10000 */
  maxEntries?: number;
  now?: () => number;
}

/** `promise`, or a rejection once `ms` have passed. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The webhook deliveries handled within a window, so that a delivery sent again has no second
 * effect. With Redis, one memory for every instance of the market (`SET NX PX`, so two instances
 * given the same delivery at once cannot both claim it); this process also remembers what it
 * claimed, and answers alone while Redis does not: a delivery either of them knows is a repeat.
 * Only signed deliveries reach it, and it holds at most `maxEntries`, the oldest dropped first.
 */
export function createDeliveryMemory({ windowMs, redis, maxEntries = 10_000, now = Date.now }: DeliveryMemoryOptions): DeliveryMemory {
  // Every entry lives as long, so insertion order is expiry order.
  const expiries = new Map<string, number>();
  const prune = (time: number) => {
    for (const [key, expiry] of expiries) {
      if (expiry > time && expiries.size < maxEntries) break;
      expiries.delete(key);
    }
  };

  return {
    async claim(key) {
      const time = now();
      prune(time);
      if (expiries.has(key)) return false;
      if (redis) {
        try {
          const set = redis.client.set(`${redis.keyPrefix}${key}`, '1', {
            condition: 'NX',
            expiration: { type: 'PX', value: windowMs },
          });
          if ((await within(set, REDIS_WAIT_MS)) === null) return false;
        } catch {
          // Redis is away or slow: this process's memory answers alone until it is back.
        }
      }
      expiries.set(key, time + windowMs);
      return true;
    },
    async release(key) {
      expiries.delete(key);
      await redis?.client.del(`${redis.keyPrefix}${key}`).catch(() => undefined);
    },
  };
}
