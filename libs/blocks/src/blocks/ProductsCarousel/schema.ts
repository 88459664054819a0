import { productSegments } from '@clavis/cms-client';
import { z } from 'zod';
import { relationListSchema } from '../../shared/cards';
import { optionalTextSchema } from '../../shared/media';

/**
 * The Storyblok content of `products_carousel`: the editor's chosen products, or (none chosen) the
 * catalogue's products, optionally of one segment.
 */
export const productsCarouselSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('products_carousel'),
    _editable: z.string().optional(),
    title: optionalTextSchema,
    products: relationListSchema,
    segment: z
      .enum(productSegments)
      .or(z.literal(''))
      .nullish()
      .transform((value) => value || undefined),
  }),
);

export type ProductsCarouselContent = z.infer<typeof productsCarouselSchema>;
