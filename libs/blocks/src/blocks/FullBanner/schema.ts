import { z } from 'zod';
import { pictureTeaserFields, ratioFieldSchema } from '../../shared/media';

/** `full_banner`: a full-width picture with a title, text and call to action on a panel over it. */
export const fullBannerSchema = z.lazy(() =>
  z.object({ component: z.literal('full_banner'), ...pictureTeaserFields() }),
);

/** `full_banner_fixed_ratio`: the same banner at the editor's ratio (`'21:9'`; 16:9 unless set). */
export const fullBannerFixedRatioSchema = z.lazy(() =>
  z.object({
    component: z.literal('full_banner_fixed_ratio'),
    ...pictureTeaserFields(),
    ratio: ratioFieldSchema,
  }),
);

export type FullBannerContent =
  z.infer<typeof fullBannerSchema> | z.infer<typeof fullBannerFixedRatioSchema>;
