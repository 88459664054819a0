import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';

type CacheContext = ConstructorParameters<typeof CacheHandler>[0];

/** Milliseconds a Redis command may take before the page falls back to the file-system cache. */
const COMMAND_TIMEOUT_MS = 1_000;
/** The longest wait between two attempts to reconnect to Redis after it went away. */
const MAX_RECONNECT_DELAY_MS = 2_000;

let client: ReturnType<typeof createClient> | undefined;

/** One connection per process, opened on first use; it reconnects by itself after an outage. */
function redisClient(url: string) {
  if (client) return client;
  client = createClient({
    url,
    socket: {
      connectTimeout: COMMAND_TIMEOUT_MS,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
    // A command while Redis is away fails at once instead of waiting for the reconnection.
    disableOfflineQueue: true,
  });
  // Without a listener an outage would be an unhandled 'error' event; the store reports it through
  // `isAvailable` instead, and the reconnect strategy brings the connection back.
  client.on('error', () => undefined);
  void client.connect().catch(() => undefined);
  return client;
}

let configuredFor: string | undefined;

/** Configures the maintained handler class once per process: Redis strings, keys per market. */
function configure(url: string, keyPrefix: string): void {
  if (configuredFor === url) return;
  configuredFor = url;
  const redis = redisClient(url);
  CacheHandler.onCreation(() => ({
    handlers: [
      createRedisHandler({
        client: redis as Parameters<typeof createRedisHandler>[0]['client'],
        keyPrefix,
        timeoutMs: COMMAND_TIMEOUT_MS,
      }),
    ],
  }));
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
  /** `redis://host:port`, from `CACHE_REDIS_URL`. */
  url: string;
  /** Namespaces the keys, so markets (and anything else) can share one Redis. */
  keyPrefix: string;
}

export function createRedisCacheStore(context: CacheContext, { url, keyPrefix }: RedisCacheStoreOptions): RedisCacheStore {
  configure(url, keyPrefix);
  const redis = redisClient(url);
  return { handler: new CacheHandler(context), isAvailable: () => redis.isReady };
}

/** The handler class configured for `url` (for `registerInitialCache`, which takes the class). */
export function configuredCacheHandler(options: RedisCacheStoreOptions): typeof CacheHandler {
  configure(options.url, options.keyPrefix);
  return CacheHandler;
}
