import type { BlockRegistry } from '../core/types';
import { categoriesSortingBlock } from './CategoriesSorting';
import { downloadableListBlock } from './DownloadableList';
import { newsCarouselBlock } from './NewsCarousel';
import { newsGridBlock } from './NewsGrid';
import { pagesSortingBlock } from './PagesSorting';
import { productHeroBlock } from './ProductHero';
import { productsCarouselBlock } from './ProductsCarousel';

export const listingBlocks: BlockRegistry = {
  categories_sorting: categoriesSortingBlock,
  downloadable_list: downloadableListBlock,
  news_carousel: newsCarouselBlock,
  news_grid: newsGridBlock,
  pages_sorting: pagesSortingBlock,
  product_hero: productHeroBlock,
  products_carousel: productsCarouselBlock,
};
