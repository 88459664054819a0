import { assetSchema, componentGroups, defineComponent, field, linkSchema } from '@clavis/cms-client';
import { z } from 'zod';
import { optionalTextSchema } from '../../shared/media/assetFields';

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
export const productHero = defineComponent({
  name: 'product_hero',
  displayName: 'Product hero',
  kind: 'nestable',
  group: componentGroups.listing,
  fields: {
    product: field.story({ displayName: 'Product', required: true, contentTypes: ['product'], schema: () => productStorySchema }),
    link: field.link({
      displayName: 'Link',
      description: "Where the button leads; the product's page when empty.",
      schema: () => linkSchema.nullish(),
    }),
    link_label: field.text({ displayName: 'Link label', translatable: true, schema: () => optionalTextSchema }),
  },
});
export const productHeroSchema = productHero.schema;

export type ProductHeroContent = z.infer<typeof productHeroSchema>;
