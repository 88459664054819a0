import { assetSchema, linkSchema } from '@clavis/cms-client';
import { z } from 'zod';
import { optionalTextSchema } from '../../shared/media';

/** The parts of a resolved product story the hero shows. */
const productStorySchema = z.lazy(() =>
  z.looseObject(
    {
      uuid: z.string(),
      full_slug: z.string(),
      content: z.looseObject({
        component: z.literal('product', { error: 'must be a product' }),
        name: z.string().trim().min(1),
        code: optionalTextSchema,
        description: optionalTextSchema,
        images: z.array(assetSchema).nullish(),
      }),
    },
    // An unresolved relation arrives as its uuid: the product is unpublished or was not resolved.
    { error: 'the product is unpublished or was not resolved' },
  ),
);

/** The Storyblok content of `product_hero`: a product's name, picture, description and call to action. */
export const productHeroSchema = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('product_hero'),
    _editable: z.string().optional(),
    product: productStorySchema,
    /** Where the button leads; the product's page when empty. */
    link: linkSchema.nullish(),
    link_label: optionalTextSchema,
  }),
);

export type ProductHeroContent = z.infer<typeof productHeroSchema>;
