import { z } from 'zod';
import { optionalLinkSchema, optionalTextSchema, ratioFieldSchema, requiredImageSchema } from '../../shared/media';

const editorialHeroFields = {
  _uid: z.string(),
  _editable: z.string().optional(),
  title: z.string().trim().min(1),
  text: optionalTextSchema,
  image: requiredImageSchema,
  link: optionalLinkSchema,
  link_label: optionalTextSchema,
};

/** `editorial_hero`: title, intro and call to action beside a picture in its own proportions. */
export const editorialHeroSchema = z.object({ component: z.literal('editorial_hero'), ...editorialHeroFields });

/** `editorial_hero_fixed_ratio`: the same hero with the picture cropped to a ratio (16:9 unless set). */
export const editorialHeroFixedRatioSchema = z.object({
  component: z.literal('editorial_hero_fixed_ratio'),
  ...editorialHeroFields,
  ratio: ratioFieldSchema,
});

export type EditorialHeroContent = z.infer<typeof editorialHeroSchema> | z.infer<typeof editorialHeroFixedRatioSchema>;
