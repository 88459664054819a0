// `@clavis/site-shell/proxy`: what each app's `src/proxy.ts` re-exports. Kept apart from the
// React entry so the proxy bundle holds routing and the services it reaches.
import { siteServices } from '../server/services';
import { siteMarket } from '../config/market';
import { createProxy } from './createProxy';

// The pages' CMS client and redirect rules: one cache and one pace for the whole process.
export const proxy = createProxy({
  market: siteMarket(),
  client: () => siteServices().cms,
  rules: () => siteServices().redirectRules(),
});
