// `@clavis/next-tuning/cache-handler`: the cache handler's factory, for the module an app's Next
// config names as `cacheHandler` (Node loads it from dist/).
export { createCacheHandler, FileSystemCache } from './createCacheHandler.ts';
export { htmlOf, pageHtmlRewrite } from './pageHtml.ts';
export { RENDER_NONCE_HEADER } from './renderNonce.ts';
export { withSharedStore } from './sharedStore.ts';
export type { CacheHandlerOptions, FileSystemCacheClass } from './createCacheHandler.ts';
export type { CacheEntry, SharedStore, SharedStoreOptions } from './sharedStore.ts';
