// `@clavis/site-shell/search-indexer` (Node): what `npm run search:index` and `npm run bench:search`
// need to build a market's search indexes exactly as the site does, outside Next.
export { createMarketSearchEngine } from './marketSearchEngine';
export { createStorySource } from '../cms/storySource';
export type { StorySource } from '../cms/storySource';
