// `@clavis/next-tuning/cache-handler`: the cache handler's factory, for the module an app's Next
// config names as `cacheHandler` (Node loads it from dist/).
export { createCacheHandler } from './createCacheHandler.ts';
export type { CacheHandlerOptions, FileSystemCacheClass } from './createCacheHandler.ts';
