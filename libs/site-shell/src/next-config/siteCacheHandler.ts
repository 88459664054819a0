// The module an app's Next config names as `cacheHandler` (Node loads it from dist/, hence `.js`):
// next-tuning's cache handler, told which 404 pages are the prebuilt no-route pages.
import { createCacheHandler } from '@clavis/next-tuning/cache-handler';
import { NO_ROUTE_SEGMENT } from '../errors/notFoundPath.js';

export default createCacheHandler({ isNoRoutePage: (key) => key.endsWith(`/${NO_ROUTE_SEGMENT}`) });
