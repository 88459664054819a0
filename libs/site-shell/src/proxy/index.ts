// `@clavis/site-shell/proxy`: what each app's `src/proxy.ts` re-exports. Kept apart from the
// React entry so the proxy bundle holds routing and the CMS client only.
import { createCmsClient, type CmsClient } from '@clavis/cms-client';
import { currentMarket } from '../app/currentMarket';
import { cmsSettings } from '../config/cmsSettings';
import { parseServerConfig } from '../config/serverConfig';
import { sharedCmsPace } from '../cms/sharedPace';
import { createProxy } from './createProxy';
import { processRedirectRules } from './redirectRules';

let client: CmsClient | undefined;
function proxyClient(): CmsClient {
  if (!client) {
    const { cms } = { cms: cmsSettings(parseServerConfig({ ...process.env, MARKET: currentMarket() }, () => undefined).env) };
    const requestSlot = sharedCmsPace();
    client = createCmsClient({ baseUrl: cms.baseUrl, accessToken: cms.accessToken, ...(requestSlot && { requestSlot }) });
  }
  return client;
}

export const proxy = createProxy({ market: currentMarket(), client: proxyClient, rules: processRedirectRules(currentMarket(), proxyClient) });
