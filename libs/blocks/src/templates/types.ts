import type { BlockContext, BlockRegistry } from '../core/types';
import type { PageInput } from '../pages/types';

/** The props of every page template: the loaded page, the render context (no `renderBlocks`) and the blocks it may render. */
export interface TemplateProps {
  page: PageInput;
  context: Omit<BlockContext, 'renderBlocks'>;
  /** The blocks the story's bloks render with (`pageRegistry()` on the site). */
  registry: BlockRegistry;
}
