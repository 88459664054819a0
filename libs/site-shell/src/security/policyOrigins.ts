import { cmsSettings, LOCAL_CMS_BASE_URL } from '../config/cmsSettings';
import { localDefaults, type Environment } from '../config/serverConfig';
import type { PolicyOrigins, TagOrigins } from './contentSecurityPolicy';

/** Storyblok's visual editor, which frames draft pages and loads their bridge script. */
export const STORYBLOK_EDITOR_ORIGIN = 'https://app.storyblok.com';

const originOf = (url: string) => new URL(url).origin;

/**
 * Google Tag Manager with Google Analytics 4 and Google Ads, as Google's guide to a
 * Content-Security-Policy lists them (the container script, its measurements, its preview frame).
 */
export const TAG_MANAGER_ORIGINS: TagOrigins = {
  scripts: ['https://*.googletagmanager.com'],
  reports: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com', 'https://*.g.doubleclick.net', 'https://*.google.com'],
  frames: ['https://*.googletagmanager.com', 'https://td.doubleclick.net'],
};

/**
 * The foreign origins the pages use, from the same variables the features read: the CMS's assets,
 * the identity provider (`OIDC_ISSUER`, else the embedded one), Algolia's hosts when
 * `ALGOLIA_APP_ID` is set, the CMS editor (plus the embedded content server locally), and the tag
 * manager's hosts when `GTM_ID` is set.
 */
export function policyOrigins(env: Environment): PolicyOrigins {
  const cms = cmsSettings(env);
  const appId = env.ALGOLIA_APP_ID?.toLowerCase();
  return {
    // Locally, pages prebuilt against the shared content server keep its image URLs when served
    // against another one (the e2e suite's isolated sites): both are allowed.
    assets: cms.local ? [cms.assetOrigin, originOf(LOCAL_CMS_BASE_URL)] : [cms.assetOrigin],
    identity: [originOf(env.OIDC_ISSUER ?? localDefaults.identityIssuer)],
    search: appId ? [`https://${appId}-dsn.algolia.net`, `https://${appId}.algolia.net`, 'https://*.algolianet.com'] : [],
    editor: cms.local ? [STORYBLOK_EDITOR_ORIGIN, originOf(cms.baseUrl)] : [STORYBLOK_EDITOR_ORIGIN],
    ...(env.GTM_ID && { tags: TAG_MANAGER_ORIGINS }),
  };
}
