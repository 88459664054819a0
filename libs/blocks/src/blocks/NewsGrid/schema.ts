import { componentGroups, defineComponent, field } from '@clavis/cms-client';
import type { z } from 'zod';
import { optionalTextSchema } from '../../shared/media/assetFields';

/** The Storyblok content of `news_grid`: the latest news, events and press releases below a folder. */
export const newsGrid = defineComponent({
  name: 'news_grid',
  displayName: 'News grid',
  kind: 'nestable',
  group: componentGroups.listing,
  fields: {
    title: field.text({ displayName: 'Title', translatable: true, schema: () => optionalTextSchema }),
    source: field.text({
      displayName: 'Folder',
      description: 'The folder to list; the page\'s own folder when empty.',
      schema: () => optionalTextSchema,
    }),
  },
});
export const newsGridSchema = newsGrid.schema;

export type NewsGridContent = z.infer<typeof newsGridSchema>;
