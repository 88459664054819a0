import type { BlockRegistry } from './core/types';
import { formBlocks } from './blocks/formBlocks';
import { listingBlocks } from './blocks/listingBlocks';
import { mediaBlocks } from './blocks/mediaBlocks';
import { textBlocks } from './blocks/textBlocks';

/** Every block an editor can place, by Storyblok component name (SPEC.md section 2). */
export const blockRegistry: BlockRegistry = {
  ...textBlocks,
  ...mediaBlocks,
  ...listingBlocks,
  ...formBlocks,
};
