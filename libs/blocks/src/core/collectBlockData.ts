import type { BlockDataRequest, BlockRegistry, BlockScope } from './types';

/** A blok's data request, with the uid it answers to. */
export interface KeyedBlockDataRequest extends BlockDataRequest {
  uid: string;
}

function* walkBloks(value: unknown): Generator<{ _uid: string; component: string } & Record<string, unknown>> {
  if (Array.isArray(value)) {
    for (const item of value) yield* walkBloks(item);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  if (typeof record['_uid'] === 'string' && typeof record['component'] === 'string') {
    yield record as { _uid: string; component: string } & Record<string, unknown>;
  }
  for (const [key, child] of Object.entries(record)) {
    // A resolved relation is a whole story: its bloks belong to another page.
    if (key === 'content' && typeof record['full_slug'] === 'string') continue;
    if (typeof child === 'object' && child !== null) yield* walkBloks(child);
  }
}

/**
 * The data requests of every blok in a content tree (nested bloks included) whose registry entry
 * declares one. Content that fails its block's schema asks for nothing: the renderer isolates it.
 */
export function collectBlockData(content: unknown, registry: BlockRegistry, scope: BlockScope): KeyedBlockDataRequest[] {
  const requests: KeyedBlockDataRequest[] = [];
  for (const blok of walkBloks(content)) {
    const definition = registry[blok.component];
    if (!definition?.data) continue;
    const parsed = definition.schema.safeParse(blok);
    if (!parsed.success) continue;
    const request = definition.data(parsed.data, scope);
    if (request) requests.push({ ...request, uid: blok._uid });
  }
  return requests;
}

/** The `resolve_relations` value for content rendered with a registry: every block's relation fields. */
export function registryRelations(registry: BlockRegistry): string[] {
  return [...new Set(Object.values(registry).flatMap((definition) => definition.relations ?? []))].sort();
}
