import 'server-only';
import { createCmsClient, type CmsClient } from '@clavis/cms-client';
import { getServerConfig } from '../config/getServerConfig';
import { processWide } from '../process/processWide';
import { sharedCmsPace } from './sharedPace';

/** The CMS client of this server process (its cache and rate limit are shared by every request). */
export function cmsClient(): CmsClient {
  return processWide('cmsClient', () => {
    const { cms } = getServerConfig();
    const requestSlot = sharedCmsPace();
    return createCmsClient({ baseUrl: cms.baseUrl, accessToken: cms.accessToken, previewToken: cms.previewToken, ...(requestSlot && { requestSlot }) });
  });
}

/** The client of draft previews: draft versions with the preview token, never cached. */
export function draftCmsClient(): CmsClient {
  return processWide('draftCmsClient', () => {
    const { cms } = getServerConfig();
    const requestSlot = sharedCmsPace();
    return createCmsClient({
      ...(requestSlot && { requestSlot }),
      baseUrl: cms.baseUrl,
      accessToken: cms.previewToken ?? cms.accessToken,
      previewToken: cms.previewToken,
      version: 'draft',
      cache: false,
    });
  });
}

/** The market this build serves. */
export function siteMarket() {
  return getServerConfig().market;
}
