import { componentGroups, defineComponent, field } from '@clavis/cms-client';
import type { z } from 'zod';
import { relationListSchema } from '../../shared/cards/relations';
import { optionalTextSchema } from '../../shared/media/assetFields';

/**
 * The Storyblok content of `pages_sorting`: teasers of pages, either the editor's choice (`manual`,
 * `pages` resolved as relations) or the pages of a folder in the CMS's order (`auto`, `source`).
 */
export const pagesSorting = defineComponent({
  name: 'pages_sorting',
  displayName: 'Pages sorting',
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
    pages: field.stories({ displayName: 'Pages', contentTypes: ['page', 'landing_page'], schema: () => relationListSchema }),
    source: field.text({
      displayName: 'Folder',
      description: 'The folder auto lists (de/germany/kundendienst/); the page\'s own folder when empty.',
      schema: () => optionalTextSchema,
    }),
  },
  refine: (blok, ctx) => {
    if (blok.mode !== 'auto' && blok.pages.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['pages'], message: 'choose at least one page, or list a folder automatically' });
    }
  },
});
export const pagesSortingSchema = pagesSorting.schema;

export type PagesSortingContent = z.infer<typeof pagesSortingSchema>;
