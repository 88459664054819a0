import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { parseServerConfig } from '../../config/serverConfig.js';
import { processWide } from '../../process/processWide.js';
import { redisKeyPrefix, sharedRedisSettings } from '../../redis/sharedRedis.js';
import { createRedisCacheStore, type RedisCacheStore } from './redisCacheStore.js';

type CacheContext = Parameters<typeof createRedisCacheStore>[0];

/** Where the instances of one market keep their pages in a shared Redis. */
export function cacheKeyPrefix(market: string): string {
  return redisKeyPrefix(market);
}

/**
 * A setting read from the process's environment once: Next.js builds a cache handler for every
 * request, and parsing the configuration each time cost a tenth of a prebuilt page's serving time.
 * An explicit `source` (tests) is read every time.
 */
function oncePerProcess<T>(key: string, source: Record<string, string | undefined>, read: () => T): T {
  return source === process.env ? processWide(key, read) : read();
}

/** The server configuration as the cache handler reads it (the market from the app's public variable). */
function cacheConfig(source: Record<string, string | undefined>) {
  return parseServerConfig({ ...source, MARKET: source['NEXT_PUBLIC_CLAVIS_MARKET'] ?? source['MARKET'] }, () => undefined);
}

/** `REDIS_URL` (or `CACHE_REDIS_URL`) and the market, validated as the rest of the configuration. */
export function sharedCacheSettings(source: Record<string, string | undefined> = process.env) {
  const settings = sharedRedisSettings(source);
  return settings ? { url: settings.url, keyPrefix: cacheKeyPrefix(settings.market) } : undefined;
}

/**
 * Whether rendered pages may be written to the build's folder (`CACHE_DISK_WRITES`, default on);
 * always while `next build` writes the prebuilt pages, which are the build.
 */
export function writesPagesToDisk(source: Record<string, string | undefined> = process.env): boolean {
  if (source['NEXT_PHASE'] === PHASE_PRODUCTION_BUILD) return true;
  return oncePerProcess('cacheDiskWrites', source, () => {
    return cacheConfig(source).env.CACHE_DISK_WRITES !== 'off';
  });
}

/**
 * The store every instance of the market shares when `REDIS_URL` is set (DESIGN.md
 * section 6), else none: the server keeps Next.js's file-system cache. `next build` always
 * writes to the file system: the prebuilt pages are part of the build output.
 */
export function sharedCacheStore(context: CacheContext, source: Record<string, string | undefined> = process.env): RedisCacheStore | undefined {
  if (source['NEXT_PHASE'] === PHASE_PRODUCTION_BUILD) return undefined;
  const settings = oncePerProcess('sharedCacheSettings', source, () => sharedCacheSettings(source));
  return settings ? createRedisCacheStore(context, settings) : undefined;
}
