// Public API of @clavis/blocks. Every export is listed by name (no `export *`), so a change here
// reads as an API change in review. Forms (rules, the browser form, the endpoint) are @clavis/forms.

// Blocks: the renderer, a block's definition and the registry the site renders with
export { BlockRenderer } from './core/BlockRenderer';
export type { BlockRendererProps } from './core/BlockRenderer';
export { defineBlock } from './core/defineBlock';
export { pageRegistry } from './pages/pageRegistry';
export { collectBlockData, registryRelations } from './core/collectBlockData';
export type { KeyedBlockDataRequest } from './core/collectBlockData';
export type {
  AssetOptions,
  BlockContext,
  BlockData,
  BlockDataRequest,
  BlockDefinition,
  BlockProblem,
  BlockProps,
  BlockRegistry,
  BlockScope,
  BlokBase,
} from './core/types';

// Helpers for blocks written outside this library
export { editable } from './core/editable';
export { imageUrl, imageFilters, imageFormats, imageRotations, imageTransform, parseImageTransform, assetDimensions } from './core/imageUrl';
export type { ImageFilters, ImageFormat, ImageRequest } from './core/imageUrl';
export { blockHref, isExternalHref } from './core/linkHref';

// Page contract: templates, layouts, listings (site-shell renders every page through it)
export { StoryPage } from './pages/StoryPage';
export type { StoryPageProps } from './pages/StoryPage';
export { pageRelations, templateRelations } from './pages/pageRelations';
export { pageListingRequest } from './pages/pageListingRequest';
export { listingRoutes, LISTING_LIMIT } from './pages/listingRoutes';
export { listingPageView } from './templates/listing/listingPageView';
export type { ListingPageView } from './templates/listing/listingPageView';
export type { ListingRoute } from './pages/listingRoutes';
export { layoutFor } from './pages/layoutFor';
export type { LayoutName, ListingQuery, PageInput, PageListingArgs, PageListingRequest } from './pages/types';
export { PageLayout } from './layouts/PageLayout';
export type { PageLayoutProps } from './layouts/PageLayout';
export { layoutParts } from './layouts/layoutParts';
export type { LayoutParts } from './layouts/layoutParts';
export { templateFor, templateComponents } from './templates/templateFor';
export type { TemplateName } from './templates/templateFor';
export type { TemplateProps } from './templates/types';
export { loadingTemplateFor, skeletonComponents } from './templates/skeletons/loadingTemplateFor';
export type { SkeletonName } from './templates/skeletons/loadingTemplateFor';
export { GenericSkeleton } from './templates/skeletons/GenericSkeleton';
export { DownloadsSkeleton } from './templates/skeletons/DownloadsSkeleton';
export { CardGridSkeleton } from './templates/skeletons/CardGridSkeleton';
export type { CardGridSkeletonProps } from './templates/skeletons/CardGridSkeleton';
export type { SkeletonProps } from './templates/skeletons/SkeletonFrame';
