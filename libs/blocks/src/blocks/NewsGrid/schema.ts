import { z } from 'zod';
import { optionalTextSchema } from '../../shared/media';

/** The Storyblok content of `news_grid`: the latest news, events and press releases below a folder. */
export const newsGridSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('news_grid'),
    _editable: z.string().optional(),
    title: optionalTextSchema,
    /** The folder to list; the page's own folder when empty. */
    source: optionalTextSchema,
  }),
);

export type NewsGridContent = z.infer<typeof newsGridSchema>;
