import { z } from 'zod';
import { optionalTextSchema } from '../../shared/media';

/** The Storyblok content of `news_carousel`: the latest news of a folder, as a carousel. */
export const newsCarouselSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('news_carousel'),
    _editable: z.string().optional(),
    title: optionalTextSchema,
    /** The folder whose news are shown (`de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns`). */
    source: z.string().trim().min(1, { message: 'a news folder is required' }),
  }),
);

export type NewsCarouselContent = z.infer<typeof newsCarouselSchema>;
