import { defineBlock } from '../../core/defineBlock';
import { folderPrefix } from '../../shared/cards';
import { NewsGrid } from './NewsGrid';
import { newsGridSchema } from './schema';

/** News, events and press releases: every dated story type of the events-and-news area. */
export const NEWS_GRID_CONTENT_TYPES = ['news', 'event', 'press_release'] as const;
/** Four rows of three on desktop. */
export const NEWS_GRID_LIMIT = 12;

export const newsGridBlock = defineBlock({
  schema: newsGridSchema,
  component: NewsGrid,
  data: (blok, scope) => {
    const startsWith = folderPrefix(blok.source ?? scope.storySlug ?? '');
    // Without a folder the grid would list the whole space.
    if (!startsWith) return null;
    return { startsWith, contentTypes: NEWS_GRID_CONTENT_TYPES, sortBy: 'first_published_at:desc', limit: NEWS_GRID_LIMIT };
  },
});
export type { NewsGridContent } from './schema';
