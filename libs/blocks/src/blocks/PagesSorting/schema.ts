import { z } from 'zod';
import { relationListSchema } from '../../shared/cards';
import { optionalTextSchema } from '../../shared/media';

/**
 * The Storyblok content of `pages_sorting`: teasers of pages, either the editor's choice (`manual`,
 * `pages` resolved as relations) or the pages of a folder in the CMS's order (`auto`, `source`).
 */
export const pagesSortingSchema = z.lazy(() =>
  z
    .object({
      _uid: z.string(),
      component: z.literal('pages_sorting'),
      _editable: z.string().optional(),
      title: optionalTextSchema,
      mode: z.enum(['manual', 'auto']),
      pages: relationListSchema,
      /** The folder `auto` lists (`de/germany/kundendienst/`); the page's own folder when empty. */
      source: optionalTextSchema,
    })
    .refine((blok) => blok.mode === 'auto' || blok.pages.length > 0, {
      message: 'choose at least one page, or list a folder automatically',
      path: ['pages'],
    }),
);

export type PagesSortingContent = z.infer<typeof pagesSortingSchema>;
