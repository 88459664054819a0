import type { Asset } from '@clavis/cms-client';
import { z } from 'zod';
import { optionalImageSchema, optionalTextSchema } from '../../shared/media';

export const MAX_COLUMNS = 4;
export const DEFAULT_COLUMNS = 3;

/** Storyblok number fields arrive as numbers or strings (`'3'`); blank means the default. */
const columnsSchema = z.lazy(() =>
  z
    .preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce.number().int().min(1).max(MAX_COLUMNS).optional(),
    )
    .transform((columns) => columns ?? DEFAULT_COLUMNS),
);

/** `image_grid`: pictures in a grid of up to four columns, with an optional title. */
export const imageGridSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('image_grid'),
    _editable: z.string().optional(),
    title: optionalTextSchema,
    columns: columnsSchema,
    // Emptied entries of the multi-asset field are skipped; a grid with no picture left is invalid.
    images: z
      .array(optionalImageSchema)
      .transform((images) => images.filter((image): image is Asset => image !== undefined))
      .refine((images) => images.length > 0, { message: 'at least one image is required' }),
  }),
);

export type ImageGridContent = z.infer<typeof imageGridSchema>;
