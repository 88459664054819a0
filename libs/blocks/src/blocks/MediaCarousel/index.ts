import { defineBlock } from '../../core/defineBlock';
import { MediaCarousel } from './MediaCarousel';
import { mediaCarouselSchema } from './schema';

export const mediaCarouselBlock = defineBlock({ schema: mediaCarouselSchema, component: MediaCarousel });
export type { MediaCarouselContent, MediaSlideContent } from './schema';
