import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { processWide } from '../../process/processWide.js';
import { redisConnection } from '../../redis/sharedRedis.js';

type CacheContext = ConstructorParameters<typeof CacheHandler>[0];

/** Milliseconds a Redis command may take before the page falls back to the file-system cache. */
const COMMAND_TIMEOUT_MS = 1_000;

/**
 * Configures the maintained handler class once per process and Redis: Redis strings, keys per
 * market. The class is configured through a static hook, so "once" is remembered process-wide.
 */
function configure(url: string, keyPrefix: string): void {
  processWide(`redisCacheHandler:${url}`, () => {
    const redis = redisConnection(url);
    CacheHandler.onCreation(() => ({
      handlers: [
        createRedisHandler({
          client: redis as Parameters<typeof createRedisHandler>[0]['client'],
          keyPrefix,
          timeoutMs: COMMAND_TIMEOUT_MS,
        }),
      ],
    }));
    return true;
  });
}

/**
 * The cache of every instance of a market: `@fortedigital/nextjs-cache-handler`'s Redis handler.
 * `isAvailable` is false while Redis cannot be reached, so the caller can serve from its own
 * file-system cache meanwhile.
 */
export interface RedisCacheStore {
  readonly handler: CacheHandler;
  isAvailable(): boolean;
}

export interface RedisCacheStoreOptions {
  /** `redis://host:port`, from `REDIS_URL` (or `CACHE_REDIS_URL`). */
  url: string;
  /** Namespaces the keys, so markets (and anything else) can share one Redis. */
  keyPrefix: string;
}

export function createRedisCacheStore(
  context: CacheContext,
  { url, keyPrefix }: RedisCacheStoreOptions,
): RedisCacheStore {
  configure(url, keyPrefix);
  const redis = redisConnection(url);
  return { handler: new CacheHandler(context), isAvailable: () => redis.isReady };
}

/** The handler class configured for `url` (for `registerInitialCache`, which takes the class). */
export function configuredCacheHandler(options: RedisCacheStoreOptions): typeof CacheHandler {
  configure(options.url, options.keyPrefix);
  return CacheHandler;
}
