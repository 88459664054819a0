import { isCustomSlug, type CustomSlug, type LocaleCode, type Market } from '@clavis/i18n-routing';
import { CmsClientError, isCmsClientError } from '../errors';
import type { StoriesParams, Story, StoryResponse } from '../types';
import type { CmsFetchOptions } from '../utils/transport';

export interface CustomLandingFinder {
  get(slug: string, params?: StoriesParams, fetchOptions?: CmsFetchOptions): Promise<StoryResponse>;
}

/** SPEC.md section 8: what a failed custom landing fetch answers. */
export const CUSTOM_LANDING_ERROR = 'There were some errors retrieving data';

/**
 * The data of a custom landing page (`thank-you`, `landing-smart-pro-mini`): the market's own story
 * `{locale}/{market}/{customSlug}`, else the global one. Answers null for a slug that is not a
 * custom landing or has no story; any other failure becomes a 500 with SPEC.md's message.
 */
export async function getCustomLanding({
  client,
  market,
  locale,
  customSlug,
  version,
  fetchOptions,
}: {
  client: CustomLandingFinder;
  market: Market;
  locale: LocaleCode;
  customSlug: string;
  version?: 'published' | 'draft';
  fetchOptions?: CmsFetchOptions;
}): Promise<Story | null> {
  const slug = customSlug.replace(/^\/+|\/+$/g, '');
  if (!isCustomSlug(slug)) return null;
  const folders = market === 'global' ? ['global'] : [market, 'global'];
  for (const folder of folders) {
    try {
      const params: StoriesParams = version ? { version } : {};
      return (await client.get(`${locale}/${folder}/${slug satisfies CustomSlug}`, params, fetchOptions)).story;
    } catch (error) {
      if (isCmsClientError(error) && error.status === 404) continue;
      throw new CmsClientError(CUSTOM_LANDING_ERROR, { status: 500, cause: error });
    }
  }
  return null;
}
