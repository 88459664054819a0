import { z } from 'zod';
import { optionalLinkSchema, optionalTextSchema, ratioFieldSchema, requiredImageSchema } from '../../shared/media';

const fullBannerFields = {
  _uid: z.string(),
  _editable: z.string().optional(),
  title: z.string().trim().min(1),
  text: optionalTextSchema,
  image: requiredImageSchema,
  link: optionalLinkSchema,
  link_label: optionalTextSchema,
};

/** `full_banner`: a full-width picture with a title, text and call to action on a panel over it. */
export const fullBannerSchema = z.object({ component: z.literal('full_banner'), ...fullBannerFields });

/** `full_banner_fixed_ratio`: the same banner at the editor's ratio (`'21:9'`; 16:9 unless set). */
export const fullBannerFixedRatioSchema = z.object({
  component: z.literal('full_banner_fixed_ratio'),
  ...fullBannerFields,
  ratio: ratioFieldSchema,
});

export type FullBannerContent = z.infer<typeof fullBannerSchema> | z.infer<typeof fullBannerFixedRatioSchema>;
