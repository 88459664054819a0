import { z } from 'zod';
import { optionalTextSchema, requiredImageSchema } from './assetFields';
import { optionalLinkSchema } from './linkFields';

/**
 * The fields of a picture teaser (editorial hero, full banner; plain and fixed-ratio variants):
 * a title, optional text, a picture it cannot do without and an optional call to action. A
 * function, so the fields are built with the schema that uses them, on its first parse.
 */
export const pictureTeaserFields = () => ({
  _uid: z.string(),
  _editable: z.string().optional(),
  title: z.string().trim().min(1),
  text: optionalTextSchema,
  image: requiredImageSchema,
  link: optionalLinkSchema,
  link_label: optionalTextSchema,
});
