import { defineBlock } from '../../core/defineBlock';
import { FullBanner } from './FullBanner';
import { fullBannerFixedRatioSchema, fullBannerSchema } from './schema';

export const fullBannerBlock = defineBlock({ schema: fullBannerSchema, component: FullBanner });
export const fullBannerFixedRatioBlock = defineBlock({ schema: fullBannerFixedRatioSchema, component: FullBanner });
export type { FullBannerContent } from './schema';
