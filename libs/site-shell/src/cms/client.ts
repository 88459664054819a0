import 'server-only';
import { createCmsClient, type CmsClient } from '@clavis/cms-client';
import { getServerConfig } from '../config/getServerConfig';

let client: CmsClient | undefined;

/** The CMS client of this server process (its cache and rate limit are shared by every request). */
export function cmsClient(): CmsClient {
  if (!client) {
    const { cms } = getServerConfig();
    client = createCmsClient({ baseUrl: cms.baseUrl, accessToken: cms.accessToken, previewToken: cms.previewToken });
  }
  return client;
}

/** The market this build serves. */
export function siteMarket() {
  return getServerConfig().market;
}
