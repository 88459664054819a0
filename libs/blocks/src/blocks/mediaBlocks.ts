import type { BlockRegistry } from '../core/types';
import { slimHeroBlock } from './SlimHero';

export const mediaBlocks: BlockRegistry = {
  slim_hero: slimHeroBlock,
};
