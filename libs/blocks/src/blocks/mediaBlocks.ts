import type { BlockRegistry } from '../core/types';
import { commercialCardBlock } from './CommercialCard';
import { editorialHeroBlock, editorialHeroFixedRatioBlock } from './EditorialHero';
import { fullBannerBlock, fullBannerFixedRatioBlock } from './FullBanner';
import { imageGridBlock } from './ImageGrid';
import { mediaCarouselBlock } from './MediaCarousel';
import { preFooterBlock } from './PreFooter';
import { slimHeroBlock } from './SlimHero';
import { smallBannerBlock } from './SmallBanner';
import { standaloneMediaBlock } from './StandaloneMedia';

export const mediaBlocks: BlockRegistry = {
  slim_hero: slimHeroBlock,
  editorial_hero: editorialHeroBlock,
  editorial_hero_fixed_ratio: editorialHeroFixedRatioBlock,
  full_banner: fullBannerBlock,
  full_banner_fixed_ratio: fullBannerFixedRatioBlock,
  small_banner: smallBannerBlock,
  image_grid: imageGridBlock,
  media_carousel: mediaCarouselBlock,
  standalone_media: standaloneMediaBlock,
  pre_footer: preFooterBlock,
  commercial_card: commercialCardBlock,
};
