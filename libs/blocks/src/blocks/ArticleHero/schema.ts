import { z } from 'zod';
import { optionalImageSchema, optionalTextSchema } from '../../shared/media';
import { optionalDateSchema } from './cmsDate';

/** The Storyblok content of `article_hero`: the article's title, with subtitle, date and picture if given. */
export const articleHeroSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('article_hero'),
    _editable: z.string().optional(),
    title: z.string().trim().min(1),
    subtitle: optionalTextSchema,
    date: optionalDateSchema,
    image: optionalImageSchema,
  }),
);

export type ArticleHeroContent = z.infer<typeof articleHeroSchema>;
