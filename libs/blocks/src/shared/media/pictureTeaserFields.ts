import { field } from '@clavis/cms-client';
import { optionalTextSchema, requiredImageSchema } from './assetFields';
import { optionalLinkSchema } from './linkFields';
import { ratioFieldSchema } from './ratio';

/**
 * The fields of a picture teaser (editorial hero, full banner; plain and fixed-ratio variants):
 * a title, optional text, a picture it cannot do without and an optional call to action.
 */
export const pictureTeaserFields = () => ({
  title: field.text({ displayName: 'Title', required: true, translatable: true }),
  text: field.textarea({ displayName: 'Text', translatable: true, schema: () => optionalTextSchema }),
  image: field.asset({ displayName: 'Image', required: true, filetypes: ['images'], schema: () => requiredImageSchema }),
  link: field.link({ displayName: 'Link', schema: () => optionalLinkSchema }),
  link_label: field.text({ displayName: 'Link label', translatable: true, schema: () => optionalTextSchema }),
});

/** The ratio a fixed-ratio teaser crops its picture to (`'21:9'`). */
export const ratioField = () =>
  field.text({ displayName: 'Ratio', description: 'Width:height, such as 21:9; 16:9 when empty.', schema: () => ratioFieldSchema });
