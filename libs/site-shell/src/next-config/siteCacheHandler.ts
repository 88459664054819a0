// The module an app's Next config names as `cacheHandler` (Node loads it from dist/, hence `.js`):
// next-tuning's cache handler over the market's store (Redis shared by its instances when
// REDIS_URL is set), told which 404 pages are the prebuilt no-route pages, with each served
// page's inline-script hashes for its Content-Security-Policy.
import { createCacheHandler } from '@clavis/next-tuning/cache-handler';
import { NO_ROUTE_SEGMENT } from '../paths/notFoundPath.js';
import { withPageScriptSources } from '../security/pageScriptSources.js';
import { sharedPageStore } from './cacheStore/sharedPageStore.js';

export default createCacheHandler({
  isNoRoutePage: (key) => key.endsWith(`/${NO_ROUTE_SEGMENT}`),
  shared: sharedPageStore,
  pageRewrite: withPageScriptSources,
});
