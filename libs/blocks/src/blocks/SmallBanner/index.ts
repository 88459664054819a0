import { defineBlock } from '../../core/defineBlock';
import { SmallBanner } from './SmallBanner';
import { smallBannerSchema } from './schema';

export const smallBannerBlock = defineBlock({ schema: smallBannerSchema, component: SmallBanner });
export type { SmallBannerContent } from './schema';
