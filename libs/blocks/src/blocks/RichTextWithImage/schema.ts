import { z } from 'zod';
import { optionalImageSchema } from '../../shared/media';
import { requiredRichTextSchema } from '../../shared/richText';
import { imagePositionSchema } from './imagePosition';

/**
 * The Storyblok content of `rich_text_with_image`: rich text with a picture beside it. The text is
 * what a visitor reads, so it is required; without a picture the text stands alone.
 */
export const richTextWithImageSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('rich_text_with_image'),
    _editable: z.string().optional(),
    text: requiredRichTextSchema,
    image: optionalImageSchema,
    image_position: imagePositionSchema,
  }),
);

export type RichTextWithImageContent = z.infer<typeof richTextWithImageSchema>;
