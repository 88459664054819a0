import { z } from 'zod';
import { pictureTeaserFields, ratioFieldSchema } from '../../shared/media';

/** `editorial_hero`: title, intro and call to action beside a picture in its own proportions. */
export const editorialHeroSchema = z.lazy(() =>
  z.object({ component: z.literal('editorial_hero'), ...pictureTeaserFields() }),
);

/** `editorial_hero_fixed_ratio`: the same hero with the picture cropped to a ratio (16:9 unless set). */
export const editorialHeroFixedRatioSchema = z.lazy(() =>
  z.object({
    component: z.literal('editorial_hero_fixed_ratio'),
    ...pictureTeaserFields(),
    ratio: ratioFieldSchema,
  }),
);

export type EditorialHeroContent =
  z.infer<typeof editorialHeroSchema> | z.infer<typeof editorialHeroFixedRatioSchema>;
