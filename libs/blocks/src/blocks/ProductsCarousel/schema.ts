import { componentGroups, defineComponent, field, productSegments } from '@clavis/cms-client';
import type { z } from 'zod';
import { relationListSchema } from '../../shared/cards/relations';
import { optionalTextSchema } from '../../shared/media/assetFields';

/**
 * The Storyblok content of `products_carousel`: the editor's chosen products, or (none chosen) the
 * catalogue's products, optionally of one segment.
 */
export const productsCarousel = defineComponent({
  name: 'products_carousel',
  displayName: 'Products carousel',
  kind: 'nestable',
  group: componentGroups.listing,
  fields: {
    title: field.text({ displayName: 'Title', translatable: true, schema: () => optionalTextSchema }),
    products: field.stories({ displayName: 'Products', contentTypes: ['product'], schema: () => relationListSchema }),
    segment: field.option({
      displayName: 'Product line',
      description: 'When no product is chosen: the catalogue products of this line (all when empty).',
      options: productSegments,
    }),
  },
});
export const productsCarouselSchema = productsCarousel.schema;

export type ProductsCarouselContent = z.infer<typeof productsCarouselSchema>;
