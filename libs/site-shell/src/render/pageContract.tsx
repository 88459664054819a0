// The page rendering contract of @clavis/blocks (pageRelations, pageRegistry, pageListingRequest,
// layoutFor, PageLayout, StoryPage), in one place: site-shell reads it only through this module.
import type { BlockContext } from '@clavis/blocks';

export {
  layoutFor,
  pageListingRequest,
  pageRegistry,
  pageRelations,
  PageLayout,
  StoryPage,
} from '@clavis/blocks';
export type { LayoutName, PageInput } from '@clavis/blocks';

export type RenderContext = Omit<BlockContext, 'renderBlocks'>;
