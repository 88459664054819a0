import { componentGroups, defineComponent, field } from '@clavis/cms-client';
import type { z } from 'zod';
import { optionalTextSchema } from '../../shared/media/assetFields';

/** The Storyblok content of `downloadable_list`: the catalogues and resources of a folder, to download. */
export const downloadableList = defineComponent({
  name: 'downloadable_list',
  displayName: 'Downloadable list',
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
export const downloadableListSchema = downloadableList.schema;

export type DownloadableListContent = z.infer<typeof downloadableListSchema>;
