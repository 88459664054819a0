import type { BlockRegistry } from '../core/types';
import { editorialHeroBlock, editorialHeroFixedRatioBlock } from './EditorialHero';
import { slimHeroBlock } from './SlimHero';

export const mediaBlocks: BlockRegistry = {
  slim_hero: slimHeroBlock,
  editorial_hero: editorialHeroBlock,
  editorial_hero_fixed_ratio: editorialHeroFixedRatioBlock,
};
