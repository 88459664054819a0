import { BlockRenderer } from '../core/BlockRenderer';
import type { BlockContext, BlockRegistry } from '../core/types';

/** A template's context with `renderBlocks`, for parts that render nested bloks (rich text with embedded bloks). */
export function withRenderBlocks(context: Omit<BlockContext, 'renderBlocks'>, registry: BlockRegistry): BlockContext {
  return { ...context, renderBlocks: (bloks) => <BlockRenderer blocks={bloks} registry={registry} context={context} /> };
}
