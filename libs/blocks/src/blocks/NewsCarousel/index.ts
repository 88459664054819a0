import { defineBlock } from '../../core/defineBlock';
import { folderPrefix } from '../../shared/cards';
import { NewsCarousel } from './NewsCarousel';
import { newsCarouselSchema } from './schema';

/** News, press releases and events the carousel shows. */
export const NEWS_CONTENT_TYPES = ['news', 'press_release', 'event'] as const;
/** Enough for three slides of three cards. */
export const NEWS_CAROUSEL_LIMIT = 9;

export const newsCarouselBlock = defineBlock({
  schema: newsCarouselSchema,
  component: NewsCarousel,
  data: (blok) => ({
    startsWith: folderPrefix(blok.source),
    contentTypes: NEWS_CONTENT_TYPES,
    sortBy: 'first_published_at:desc',
    limit: NEWS_CAROUSEL_LIMIT,
  }),
});
export type { NewsCarouselContent } from './schema';
