import type { z } from 'zod';
import type { BlockDefinition } from './types';

/** Types a registry entry from its schema, so the component's `blok` prop is the parsed content. */
export function defineBlock<Schema extends z.ZodType>(definition: BlockDefinition<Schema>): BlockDefinition<Schema> {
  return definition;
}
