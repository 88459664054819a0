import type { BlockRegistry } from '../core/types';

export const formBlocks: BlockRegistry = {};
