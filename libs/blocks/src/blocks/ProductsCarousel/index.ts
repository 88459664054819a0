import { routeSegments } from '@clavis/i18n-routing';
import { defineBlock } from '../../core/defineBlock';
import { ProductsCarousel } from './ProductsCarousel';
import { productsCarouselSchema } from './schema';

/** Every product of the catalogue, so that the segment filter has them all to choose from. */
const CATALOGUE_LIMIT = 100;

export const productsCarouselBlock = defineBlock({
  schema: productsCarouselSchema,
  component: ProductsCarousel,
  relations: ['products_carousel.products'],
  // Chosen products arrive resolved; without a choice the block lists the shared catalogue
  // (`{locale}/global/{products}/`), filtered by segment when it renders.
  data: (blok, scope) =>
    blok.products.length > 0
      ? null
      : {
          startsWith: `${scope.locale}/global/${routeSegments('products', scope.locale)[0]}/`,
          contentTypes: ['product'],
          sortBy: 'content.name:asc',
          limit: CATALOGUE_LIMIT,
        },
});
export type { ProductsCarouselContent } from './schema';
