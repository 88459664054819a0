import { z } from 'zod';
import { optionalTextSchema } from '../../shared/media';

/** The Storyblok content of `centered_title_paragraph`: a title, with an optional short paragraph. */
export const centeredTitleParagraphSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('centered_title_paragraph'),
    _editable: z.string().optional(),
    title: z.string().trim().min(1),
    text: optionalTextSchema,
  }),
);

export type CenteredTitleParagraphContent = z.infer<typeof centeredTitleParagraphSchema>;
