import { z } from 'zod';
import { optionalImageSchema } from '../../shared/media';

/** The Storyblok content of `slim_hero`: the page title, with an optional picture. */
export const slimHeroSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('slim_hero'),
    _editable: z.string().optional(),
    title: z.string().trim().min(1),
    image: optionalImageSchema,
  }),
);

export type SlimHeroContent = z.infer<typeof slimHeroSchema>;
