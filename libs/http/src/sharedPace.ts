import { RateLimiterQueue, RateLimiterRedis } from 'rate-limiter-flexible';
import { storeOutageLog, type SharedRateLimitStore } from './sharedRateLimit';

export interface SharedPaceOptions {
  /** The Redis the instances share, and the counter's name in it (`clavis:germany:pace:cms`). */
  store: Omit<SharedRateLimitStore, 'timeoutMs'>;
  /** Requests all the instances sharing the store may start per second, together. */
  perSecond: number;
  /** The longest one request waits for its turn before it leaves anyway. @default 3000 */
  maxWaitMs?: number;
}

/** Waits until one more request may start. */
export type RequestSlot = () => Promise<void>;

/**
 * A pace several instances keep together, for an upstream that counts requests per second across
 * all of them (a CMS's API limit is per space, not per machine): each call resolves when one more
 * request fits the shared budget, counted in Redis, in the order this instance asked
 * (rate-limiter-flexible's `RateLimiterQueue` over `RateLimiterRedis`, one-second windows). When
 * Redis fails, or the turn takes longer than `maxWaitMs`, the request leaves at once: the caller's
 * own throttle still bounds this instance, and the outage is reported once, not per request.
 */
export function createSharedPace({ store, perSecond, maxWaitMs = 3000 }: SharedPaceOptions): RequestSlot {
  const { client, keyPrefix, outage = storeOutageLog(undefined, 'request pace') } = store;
  const limiter = new RateLimiterRedis({
    storeClient: client,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix,
    points: perSecond,
    duration: 1,
  });
  const queue = new RateLimiterQueue(limiter, { maxQueueSize: 10_000 });

  return async function slot(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const turn = queue.removeTokens(1).then(
      () => outage.recovered(),
      (error: unknown) => outage.failed(error),
    );
    const patience = new Promise<void>((done) => {
      timer = setTimeout(done, maxWaitMs);
      timer.unref?.();
    });
    try {
      await Promise.race([turn, patience]);
    } finally {
      clearTimeout(timer);
    }
  };
}
