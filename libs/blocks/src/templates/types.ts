import type { BlockContext } from '../core/types';
import type { PageInput } from '../pages/types';

/** The props of every page template: the loaded page and the render context (no `renderBlocks`). */
export interface TemplateProps {
  page: PageInput;
  context: Omit<BlockContext, 'renderBlocks'>;
}
