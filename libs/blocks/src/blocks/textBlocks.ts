import type { BlockRegistry } from '../core/types';

export const textBlocks: BlockRegistry = {};
