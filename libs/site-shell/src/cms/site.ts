import 'server-only';
import { pageRelations } from '../render/pageContract';
import { cmsClient } from './client';
import { createStorySource, type StorySource } from './storySource';

export { cmsClient, siteMarket } from './client';

/** While `next build` prerenders, the bulk answers are the whole published site. */
const prebuilding = () => process.env.NEXT_PHASE === 'phase-production-build';

let source: StorySource | undefined;

/** The story source pages read: bulk folders, memoized for the build, refreshed each minute at run time. */
export function storySource(): StorySource {
  if (!source) {
    source = createStorySource({
      client: cmsClient(),
      relations: pageRelations(),
      bulkIsComplete: prebuilding(),
      maxAgeMs: prebuilding() ? Number.POSITIVE_INFINITY : 60_000,
    });
  }
  return source;
}
