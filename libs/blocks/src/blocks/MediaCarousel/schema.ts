import { z } from 'zod';
import { optionalTextSchema, requiredImageSchema } from '../../shared/media';

/** `media_slide`: one picture of a media carousel, with an optional caption. */
export const mediaSlideSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('media_slide'),
    _editable: z.string().optional(),
    image: requiredImageSchema,
    caption: optionalTextSchema,
  }),
);

/** `media_carousel`: pictures one at a time, moved by buttons, dots or arrow keys. */
export const mediaCarouselSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('media_carousel'),
    _editable: z.string().optional(),
    title: optionalTextSchema,
    slides: z.array(mediaSlideSchema).min(1, { message: 'at least one slide is required' }),
  }),
);

export type MediaSlideContent = z.infer<typeof mediaSlideSchema>;
export type MediaCarouselContent = z.infer<typeof mediaCarouselSchema>;
