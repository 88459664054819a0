import { componentGroups, defineComponent, field } from '@clavis/cms-client';
import type { z } from 'zod';
import { relationListSchema } from '../../shared/cards/relations';
import { optionalTextSchema } from '../../shared/media/assetFields';

/**
 * The Storyblok content of `categories_sorting`: product categories as tiles, either the editor's
 * choice (`manual`) or every category of a folder in the CMS's order (`auto`).
 */
export const categoriesSorting = defineComponent({
  name: 'categories_sorting',
  displayName: 'Categories sorting',
  kind: 'nestable',
  group: componentGroups.listing,
  fields: {
    title: field.text({ displayName: 'Title', translatable: true, schema: () => optionalTextSchema }),
    mode: field.option({
      displayName: 'Mode',
      required: true,
      options: ['manual', 'auto'],
      labels: { manual: 'Chosen by hand', auto: 'Every one of a folder' },
    }),
    categories: field.stories({ displayName: 'Categories', contentTypes: ['category'], schema: () => relationListSchema }),
    source: field.text({
      displayName: 'Folder',
      description: 'The folder auto lists; the catalogue\'s category folder when empty.',
      schema: () => optionalTextSchema,
    }),
  },
  refine: (blok, ctx) => {
    if (blok.mode !== 'auto' && blok.categories.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['categories'], message: 'choose at least one category, or list them automatically' });
    }
  },
});
export const categoriesSortingSchema = categoriesSorting.schema;

export type CategoriesSortingContent = z.infer<typeof categoriesSortingSchema>;
