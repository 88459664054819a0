import { z } from 'zod';
import { optionalTextSchema } from '../../shared/media';

/** One `paragraph_item`: a short title (often a figure, "1962") and its line of text. */
export const paragraphItemSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('paragraph_item'),
    _editable: z.string().optional(),
    title: z.string().trim().min(1),
    text: optionalTextSchema,
  }),
);

/** The Storyblok content of `paragraphs_grid`: an optional title over a grid of short paragraphs. */
export const paragraphsGridSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('paragraphs_grid'),
    _editable: z.string().optional(),
    title: optionalTextSchema,
    items: z.array(paragraphItemSchema).min(1),
  }),
);

export type ParagraphsGridContent = z.infer<typeof paragraphsGridSchema>;
export type ParagraphItemContent = z.infer<typeof paragraphItemSchema>;
