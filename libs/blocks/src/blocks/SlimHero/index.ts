import { defineBlock } from '../../core/defineBlock';
import { SlimHero } from './SlimHero';
import { slimHeroSchema } from './schema';

export const slimHeroBlock = defineBlock({ schema: slimHeroSchema, component: SlimHero });
export type { SlimHeroContent } from './schema';
