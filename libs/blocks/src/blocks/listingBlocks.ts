import type { BlockRegistry } from '../core/types';
import { newsCarouselBlock } from './NewsCarousel';
import { newsGridBlock } from './NewsGrid';
import { productHeroBlock } from './ProductHero';
import { productsCarouselBlock } from './ProductsCarousel';

export const listingBlocks: BlockRegistry = {
  news_carousel: newsCarouselBlock,
  news_grid: newsGridBlock,
  product_hero: productHeroBlock,
  products_carousel: productsCarouselBlock,
};
