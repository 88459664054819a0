import type { BlockRegistry } from '../core/types';
import { blockRegistry } from '../registry';

/** The registry page bloks render with and whose data requests the page loader collects. */
export function pageRegistry(): BlockRegistry {
  return blockRegistry;
}
