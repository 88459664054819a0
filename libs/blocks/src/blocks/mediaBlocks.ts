import type { BlockRegistry } from '../core/types';

export const mediaBlocks: BlockRegistry = {};
