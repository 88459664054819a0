import { z } from 'zod';
import { optionalImageSchema, optionalLinkSchema, optionalTextSchema } from '../../shared/media';

/** `small_banner`: a compact teaser band: title, short text, call to action, optional picture. */
export const smallBannerSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('small_banner'),
    _editable: z.string().optional(),
    title: z.string().trim().min(1),
    text: optionalTextSchema,
    link: optionalLinkSchema,
    link_label: optionalTextSchema,
    image: optionalImageSchema,
  }),
);

export type SmallBannerContent = z.infer<typeof smallBannerSchema>;
