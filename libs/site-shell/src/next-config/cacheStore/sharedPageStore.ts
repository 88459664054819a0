import type { CacheEntry, SharedStore, SharedStoreOptions } from '@clavis/next-tuning/cache-handler';
import { forgetRememberedPages, rememberedPages, rememberPage } from '../../redis/rememberedPages.js';
import { sharedCacheStore, writesPagesToDisk } from './sharedCacheStore.js';

/**
 * The cache store of a market's instances, as next-tuning lays it over Next.js's file-system cache
 * (`withSharedStore`, switch `CLAVIS_TUNING_SHARED_PAGE_CACHE`): with `REDIS_URL`, the Redis every
 * instance shares, and always the file system (`CACHE_DISK_WRITES`), which keeps this instance's
 * last pages for a Redis outage, with the pages last read from Redis remembered process-wide.
 */
export const sharedPageStore: SharedStoreOptions = {
  // The maintained handler takes Next.js's calls, though it types their contexts its own way.
  open: (context) => sharedCacheStore(context) as SharedStore | undefined,
  writesToDisk: () => writesPagesToDisk(),
  remembered: {
    get: (key) => rememberedPages<CacheEntry>().get(key),
    remember: rememberPage,
    forget: forgetRememberedPages,
  },
};
