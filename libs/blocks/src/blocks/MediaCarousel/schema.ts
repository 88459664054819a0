import { componentGroups, defineComponent, field } from '@clavis/cms-client';
import { z } from 'zod';
import { optionalTextSchema, requiredImageSchema } from '../../shared/media/assetFields';

/** `media_slide`: one picture of a media carousel, with an optional caption. */
export const mediaSlide = defineComponent({
  name: 'media_slide',
  displayName: 'Media slide',
  kind: 'nestable',
  group: componentGroups.blockParts,
  fields: {
    image: field.asset({ displayName: 'Image', required: true, filetypes: ['images'], schema: () => requiredImageSchema }),
    caption: field.text({ displayName: 'Caption', translatable: true, schema: () => optionalTextSchema }),
  },
});
export const mediaSlideSchema = mediaSlide.schema;

/** `media_carousel`: pictures one at a time, moved by buttons, dots or arrow keys. */
export const mediaCarousel = defineComponent({
  name: 'media_carousel',
  displayName: 'Media carousel',
  kind: 'nestable',
  group: componentGroups.media,
  fields: {
    title: field.text({ displayName: 'Title', translatable: true, schema: () => optionalTextSchema }),
    slides: field.bloks({
      displayName: 'Slides',
      of: [mediaSlide],
      minimum: 1,
      schema: () => z.array(mediaSlideSchema).min(1, { message: 'at least one slide is required' }),
    }),
  },
});
export const mediaCarouselSchema = mediaCarousel.schema;

export type MediaSlideContent = z.infer<typeof mediaSlideSchema>;
export type MediaCarouselContent = z.infer<typeof mediaCarouselSchema>;
