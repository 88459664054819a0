import { z } from 'zod';
import { relationListSchema } from '../../shared/cards';
import { optionalTextSchema } from '../../shared/media';

/**
 * The Storyblok content of `categories_sorting`: product categories as tiles, either the editor's
 * choice (`manual`) or every category of a folder in the CMS's order (`auto`).
 */
export const categoriesSortingSchema = z.lazy(() =>
  z
    .object({
      _uid: z.string(),
      component: z.literal('categories_sorting'),
      _editable: z.string().optional(),
      title: optionalTextSchema,
      mode: z.enum(['manual', 'auto']),
      categories: relationListSchema,
      /** The folder `auto` lists; the catalogue's category folder when empty. */
      source: optionalTextSchema,
    })
    .refine((blok) => blok.mode === 'auto' || blok.categories.length > 0, {
      message: 'choose at least one category, or list them automatically',
      path: ['categories'],
    }),
);

export type CategoriesSortingContent = z.infer<typeof categoriesSortingSchema>;
