import { ASSET_ORIGINS, CDN_BASE_URLS } from '@clavis/cms-client';
import type { Environment } from './serverConfig';

/** The embedded content server's published-content token (a local fixture, not a secret). */
export const LOCAL_PUBLIC_TOKEN = 'clavis-local-public-token';
/** The embedded content server's preview token (drafts). */
export const LOCAL_PREVIEW_TOKEN = 'clavis-local-preview-token';
export const LOCAL_CMS_BASE_URL = 'http://127.0.0.1:4100/v2';
/** The embedded content server's asset token (its private assets' signed URLs). */
export const LOCAL_ASSET_TOKEN = 'clavis-local-asset-token';

export interface CmsSettings {
  baseUrl: string;
  accessToken: string;
  previewToken: string | undefined;
  /** True when the embedded content server stands in for Storyblok. */
  local: boolean;
  /** Where the CMS serves images and files (Storyblok's asset CDN, or the embedded server). */
  assetOrigin: string;
  /** `STORYBLOK_ASSET_TOKEN`: private assets' signed URLs (`cdn/assets/me`); undefined: none are fetched. */
  assetToken: string | undefined;
}


/**
 * Where the CMS is and how to read it: Storyblok when a token is set (its region's host unless
 * CMS_BASE_URL says otherwise), else the embedded content server with its fixture tokens.
 */
export function cmsSettings(env: Environment): CmsSettings {
  if (env.STORYBLOK_TOKEN) {
    return {
      baseUrl: env.CMS_BASE_URL ?? CDN_BASE_URLS[env.STORYBLOK_REGION ?? 'eu'],
      accessToken: env.STORYBLOK_TOKEN,
      previewToken: env.STORYBLOK_PREVIEW_TOKEN,
      local: false,
      // The region's asset host, or the space's own asset domain.
      assetOrigin: env.STORYBLOK_ASSET_ORIGIN ? new URL(env.STORYBLOK_ASSET_ORIGIN).origin : ASSET_ORIGINS[env.STORYBLOK_REGION ?? 'eu'],
      assetToken: env.STORYBLOK_ASSET_TOKEN,
    };
  }
  const baseUrl = env.CMS_BASE_URL ?? LOCAL_CMS_BASE_URL;
  return {
    baseUrl,
    accessToken: LOCAL_PUBLIC_TOKEN,
    previewToken: env.STORYBLOK_PREVIEW_TOKEN ?? LOCAL_PREVIEW_TOKEN,
    local: true,
    assetOrigin: new URL(baseUrl).origin,
    assetToken: env.STORYBLOK_ASSET_TOKEN ?? LOCAL_ASSET_TOKEN,
  };
}
