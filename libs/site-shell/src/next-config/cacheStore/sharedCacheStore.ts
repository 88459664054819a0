import { redisKeyPrefix, siteConfig, type SiteConfig } from '../../config/siteConfig.js';
import { createRedisCacheStore, type RedisCacheStore } from './redisCacheStore.js';

type CacheContext = Parameters<typeof createRedisCacheStore>[0];

/** Where the instances of one market keep their pages in a shared Redis. */
export function cacheKeyPrefix(market: string): string {
  return redisKeyPrefix(market);
}

/**
 * Whether rendered pages may be written to the build's folder (`CACHE_DISK_WRITES`, default on);
 * always while `next build` writes the prebuilt pages, which are the build. Next builds a cache
 * handler for every request: the configuration is the process's, read once (`siteConfig`).
 */
export function writesPagesToDisk(config: SiteConfig = siteConfig()): boolean {
  return config.cacheDiskWrites;
}

/**
 * The store every instance of the market shares when `REDIS_URL` is set (DESIGN.md
 * section 6), else none: the server keeps Next.js's file-system cache. `next build` always
 * writes to the file system: the prebuilt pages are part of the build output.
 */
export function sharedCacheStore(
  context: CacheContext,
  config: SiteConfig = siteConfig(),
): RedisCacheStore | undefined {
  const { redis } = config;
  return redis
    ? createRedisCacheStore(context, { url: redis.url, keyPrefix: cacheKeyPrefix(redis.market) })
    : undefined;
}
