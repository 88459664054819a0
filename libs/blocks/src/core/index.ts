export { BlockRenderer } from './BlockRenderer';
export type { BlockRendererProps } from './BlockRenderer';
export { defineBlock } from './defineBlock';
export { editable } from './editable';
export { imageUrl, imageFilters, imageFormats, imageRotations, assetDimensions } from './imageUrl';
export type { ImageFilters, ImageFormat, ImageRequest } from './imageUrl';
export { blockHref, isExternalHref } from './linkHref';
export { collectBlockData, registryRelations } from './collectBlockData';
export type { KeyedBlockDataRequest } from './collectBlockData';
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
} from './types';
