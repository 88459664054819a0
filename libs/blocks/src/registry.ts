// The block registry the server renders with: every block, loaded at once. A browser that renders
// a page's bloks loads only theirs through `./loaders` (`@clavis/blocks/loaders`).
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
