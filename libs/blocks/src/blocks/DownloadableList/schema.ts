import { z } from 'zod';
import { optionalTextSchema } from '../../shared/media';

/** The Storyblok content of `downloadable_list`: the catalogues and resources of a folder, to download. */
export const downloadableListSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('downloadable_list'),
    _editable: z.string().optional(),
    title: optionalTextSchema,
    /** The folder to list; the page's own folder when empty. */
    source: optionalTextSchema,
  }),
);

export type DownloadableListContent = z.infer<typeof downloadableListSchema>;
