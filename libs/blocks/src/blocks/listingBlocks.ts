import type { BlockRegistry } from '../core/types';
import { newsCarouselBlock } from './NewsCarousel';
import { newsGridBlock } from './NewsGrid';
import { productHeroBlock } from './ProductHero';

export const listingBlocks: BlockRegistry = {
  news_carousel: newsCarouselBlock,
  news_grid: newsGridBlock,
  product_hero: productHeroBlock,
};
