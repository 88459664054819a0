import { defineBlock } from '../../core/defineBlock';
import { folderPrefix } from '../../shared/cards';
import { PagesSorting } from './PagesSorting';
import { pagesSortingSchema } from './schema';

/** Content pages a folder may hold. */
export const PAGE_CONTENT_TYPES = ['page', 'landing_page'] as const;
/** One CMS page of stories (SPEC.md section 9). */
const PAGES_LIMIT = 25;

export const pagesSortingBlock = defineBlock({
  schema: pagesSortingSchema,
  component: PagesSorting,
  relations: ['pages_sorting.pages'],
  data: (blok, scope) => {
    if (blok.mode !== 'auto') return null;
    const startsWith = folderPrefix(blok.source ?? scope.storySlug ?? '');
    // Without a folder the block would list the whole space.
    if (!startsWith) return null;
    return { startsWith, contentTypes: PAGE_CONTENT_TYPES, sortBy: 'position:asc', limit: PAGES_LIMIT };
  },
});
export type { PagesSortingContent } from './schema';
