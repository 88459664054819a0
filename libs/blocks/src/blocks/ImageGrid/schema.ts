import { componentGroups, defineComponent, field, type Asset } from '@clavis/cms-client';
import { z } from 'zod';
import { optionalImageSchema, optionalTextSchema } from '../../shared/media/assetFields';

export const MAX_COLUMNS = 4;
export const DEFAULT_COLUMNS = 3;

/** `image_grid`: pictures in a grid of up to four columns, with an optional title. */
export const imageGrid = defineComponent({
  name: 'image_grid',
  displayName: 'Image grid',
  kind: 'nestable',
  group: componentGroups.media,
  fields: {
    title: field.text({ displayName: 'Title', translatable: true, schema: () => optionalTextSchema }),
    columns: field.number({ displayName: 'Columns', integer: true, min: 1, max: MAX_COLUMNS, defaultValue: DEFAULT_COLUMNS }),
    images: field.multiasset({
      displayName: 'Images',
      required: true,
      filetypes: ['images'],
      // Emptied entries of the multi-asset field are skipped; a grid with no picture left is invalid.
      schema: () =>
        z
          .array(optionalImageSchema)
          .transform((images) => images.filter((image): image is Asset => image !== undefined))
          .refine((images) => images.length > 0, { message: 'at least one image is required' }),
    }),
  },
});
export const imageGridSchema = imageGrid.schema;

export type ImageGridContent = z.infer<typeof imageGridSchema>;
