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

/**
 * The blocks' context for a render on the server: pictures through the CMS's image service, no
 * listing data and nothing reported unless the page gives them.
 */
export function serverRenderContext({ draft = false, data = {}, report = () => undefined, ...scope }: Omit<RenderContext, 'assets' | 'draft' | 'data' | 'report'> & Partial<Pick<RenderContext, 'draft' | 'data' | 'report'>>): RenderContext {
  return { ...scope, draft, data, report, assets: { baseUrl: '', imageService: true } };
}
