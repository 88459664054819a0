// Public API of @clavis/blocks.
// Registry and renderer
export {
  BlockRenderer,
  defineBlock,
  editable,
  imageUrl,
  imageFilters,
  imageFormats,
  imageRotations,
  assetDimensions,
  blockHref,
  isExternalHref,
  collectBlockData,
  registryRelations,
} from './core';
export type {
  BlockRendererProps,
  ImageFilters,
  ImageFormat,
  ImageRequest,
  KeyedBlockDataRequest,
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
} from './core';

// Page contract: templates, layouts, listings (site-shell renders every page through it)
export * from './pages';
