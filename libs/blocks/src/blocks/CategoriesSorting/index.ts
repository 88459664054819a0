import { routeSegments } from '@clavis/i18n-routing';
import { defineBlock } from '../../core/defineBlock';
import { folderPrefix } from '../../shared/cards';
import { CategoriesSorting } from './CategoriesSorting';
import { categoriesSortingSchema } from './schema';

/** More categories than the catalogue has: `auto` shows them all. */
const CATEGORIES_LIMIT = 50;

export const categoriesSortingBlock = defineBlock({
  schema: categoriesSortingSchema,
  component: CategoriesSorting,
  relations: ['categories_sorting.categories'],
  data: (blok, scope) =>
    blok.mode === 'auto'
      ? {
          // Categories live in the shared catalogue: `{locale}/global/{categories}/`.
          startsWith: folderPrefix(blok.source ?? `${scope.locale}/global/${routeSegments('category-slug', scope.locale)[0]}`),
          contentTypes: ['category'],
          sortBy: 'position:asc',
          limit: CATEGORIES_LIMIT,
        }
      : null,
});
export type { CategoriesSortingContent } from './schema';
