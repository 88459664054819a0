import type { BlockRegistry } from '../core/types';

export const listingBlocks: BlockRegistry = {};
