// @clavis/blocks/registry: the block registry on its own, for a browser that loads the blocks, their
// schemas and zod only when a page has bloks to render (the extranet's listings have none).
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
