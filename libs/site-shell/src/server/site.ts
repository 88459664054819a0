import 'server-only';
import type { CmsClient } from '@clavis/cms-client';
import { siteServices } from './services';
import { policyOrigins } from '../security/policyOrigins';
import type { StorySource } from '../cms/storySource';

export { siteMarket } from '../config/market';

/** The CMS client of this server process (its cache and the market's pace shared by every request). */
export function cmsClient(): CmsClient {
  return siteServices().cms;
}

/** The story source pages read: bulk folders, memoized for the build, refreshed each minute at run time. */
export function storySource(): StorySource {
  return siteServices().stories();
}

/** The source of a page: drafts in draft mode, else published content. */
export function storySourceFor(draft: boolean): StorySource {
  return siteServices().stories(draft);
}

/** The origins of the visual editor allowed to frame draft pages (the CSP's `frame-ancestors`). */
export function editorOrigins(): readonly string[] {
  return policyOrigins(siteServices().config.env).editor;
}
