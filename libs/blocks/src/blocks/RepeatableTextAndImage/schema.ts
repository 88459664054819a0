import { z } from 'zod';
import { optionalImageSchema, optionalTextSchema } from '../../shared/media';
import { requiredRichTextSchema } from '../../shared/richText';
import { imagePositionSchema } from '../RichTextWithImage';

/** One `text_and_image` row: an optional title, the text a visitor reads, and a picture if given. */
export const textAndImageSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('text_and_image'),
    _editable: z.string().optional(),
    title: optionalTextSchema,
    text: requiredRichTextSchema,
    image: optionalImageSchema,
    image_position: imagePositionSchema,
  }),
);

/** The Storyblok content of `repeatable_text_and_image`: rows of text beside a picture. */
export const repeatableTextAndImageSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('repeatable_text_and_image'),
    _editable: z.string().optional(),
    items: z.array(textAndImageSchema).min(1),
  }),
);

export type RepeatableTextAndImageContent = z.infer<typeof repeatableTextAndImageSchema>;
export type TextAndImageContent = z.infer<typeof textAndImageSchema>;
