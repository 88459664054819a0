// The module an app's Next config names as `cacheHandler` (Node loads it from dist/, hence `.js`):
// next-tuning's cache handler over the market's store (Redis shared by its instances when
// REDIS_URL is set), told which 404 pages are the prebuilt no-route pages, with each served
// page's inline-script hashes for its Content-Security-Policy and, with a tag manager configured
// (GTM_ID, read as the server runs), the consent loader; each lookup counted in the metrics.
import { createCacheHandler } from '@clavis/next-tuning/cache-handler';
import { consentPageHtml } from '../consent/siteConsent.js';
import { NO_ROUTE_SEGMENT } from '../paths/notFoundPath.js';
import { siteMetrics } from '../metrics/siteMetrics.js';
import { withPageScriptSources } from '../security/pageScriptSources.js';
import { sharedPageStore } from './cacheStore/sharedPageStore.js';

export default createCacheHandler({
  isNoRoutePage: (key) => key.endsWith(`/${NO_ROUTE_SEGMENT}`),
  shared: sharedPageStore,
  // The configuration is read on the first page served, not as Node loads this module.
  servedPageHtml: (html) => consentPageHtml()?.(html) ?? html,
  pageRewrite: withPageScriptSources,
  // The process's metrics (the instrumentation made them before the first request).
  onLookup: (kind, hit) => siteMetrics().pageCacheLookup(kind, hit),
});
