import type { BlockRegistry } from '../core/types';
import { newsCarouselBlock } from './NewsCarousel';

export const listingBlocks: BlockRegistry = {
  news_carousel: newsCarouselBlock,
};
