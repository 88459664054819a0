import { z } from 'zod';
import { requiredRichTextSchema } from '../../shared/richText';

/** The Storyblok content of `rich_text`: one rich-text document, the block's only content. */
export const richTextBlockSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('rich_text'),
    _editable: z.string().optional(),
    text: requiredRichTextSchema,
  }),
);

export type RichTextBlockContent = z.infer<typeof richTextBlockSchema>;
