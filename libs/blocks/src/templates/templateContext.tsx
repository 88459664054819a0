import { BlockRenderer } from '../core/BlockRenderer';
import type { BlockContext } from '../core/types';
import { blockRegistry } from '../registry';

/** A template's context with `renderBlocks`, for parts that render nested bloks (rich text with embedded bloks). */
export function withRenderBlocks(context: Omit<BlockContext, 'renderBlocks'>): BlockContext {
  return { ...context, renderBlocks: (bloks) => <BlockRenderer blocks={bloks} registry={blockRegistry} context={context} /> };
}
