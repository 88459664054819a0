import { LOCAL_OAUTH_TOKEN } from '@clavis/content-server/local-space';
import localSpace from '@clavis/content-server/space.json';
import { getManagementBaseUrl, getRegion, isRegion, type Region } from '@storyblok/region-helper';

/** The local space: the content server's Management API on its usual port. */
export const LOCAL_SPACE = {
  managementUrl: 'http://127.0.0.1:4100',
  spaceId: localSpace.id,
  oauthToken: LOCAL_OAUTH_TOKEN,
} as const;

/** Which space a `cms:*` command works on, and how it reaches the Management API. */
export interface SpaceTarget {
  /** Base URL without `/v1` (`https://mapi.storyblok.com`). */
  managementUrl: string;
  spaceId: number;
  oauthToken: string;
  /** Requests a second: Storyblok's Management API allows 3 on most plans; none for the local one. */
  rateLimit: number | false;
  /** For messages: `space 287000 (local)`, `space 123 (eu)`. */
  label: string;
}

export class SpaceTargetError extends Error {}

/**
 * The space named by the environment: `STORYBLOK_OAUTH_TOKEN` (the personal access token, sent as
 * `Authorization`), `STORYBLOK_SPACE_ID` and `STORYBLOK_REGION` (`eu`, `us`, `ap`, `ca`, `cn`;
 * default: the region the space id belongs to). Without a token, the local space.
 * `STORYBLOK_MANAGEMENT_URL` replaces the host (a content server on another port, a proxy).
 */
export function spaceTargetFromEnv(env: Record<string, string | undefined>): SpaceTarget {
  const oauthToken = env['STORYBLOK_OAUTH_TOKEN'];
  const override = env['STORYBLOK_MANAGEMENT_URL'] ? new URL(env['STORYBLOK_MANAGEMENT_URL']).origin : undefined;
  if (!oauthToken) {
    const managementUrl = override ?? LOCAL_SPACE.managementUrl;
    return { ...LOCAL_SPACE, managementUrl, rateLimit: false, label: `space ${LOCAL_SPACE.spaceId} (local, ${managementUrl})` };
  }
  const rawId = env['STORYBLOK_SPACE_ID'] ?? '';
  if (!/^\d+$/.test(rawId)) throw new SpaceTargetError('STORYBLOK_SPACE_ID must be the numeric id of the space STORYBLOK_OAUTH_TOKEN works on');
  const spaceId = Number(rawId);
  const rawRegion = env['STORYBLOK_REGION'];
  if (rawRegion !== undefined && rawRegion !== '' && !isRegion(rawRegion)) {
    throw new SpaceTargetError(`STORYBLOK_REGION must be one of eu, us, ap, ca, cn (got "${rawRegion}")`);
  }
  const region: Region = rawRegion ? (rawRegion as Region) : (getRegion(spaceId) ?? 'eu');
  return { managementUrl: override ?? getManagementBaseUrl(region), spaceId, oauthToken, rateLimit: 3, label: `space ${spaceId} (${region})` };
}
