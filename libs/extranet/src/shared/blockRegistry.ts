import type { BlockRegistry } from '@clavis/blocks';

/**
 * Whether the page's story has a blok of its own a template could render: an object with a
 * `component` and a `_uid` anywhere in its content but the content's root (a body's blok, a hero
 * field, a blok inside a blok or a rich text). Templates render bloks only from the page story, so
 * a story resolved inside a field (a product category's products) or a listed one does not count:
 * its bloks belong to its own page.
 */
export function holdsBloks(payload: { story: { content: object } | null }): boolean {
  const visit = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some(visit);
    if (node === null || typeof node !== 'object') return false;
    const record = node as Record<string, unknown>;
    if (typeof record['full_slug'] === 'string') return false;
    if (typeof record['component'] === 'string' && typeof record['_uid'] === 'string') return true;
    return Object.values(record).some(visit);
  };
  const content = payload.story?.content;
  return content !== undefined && Object.values(content).some(visit);
}

let registry: BlockRegistry | undefined;
let loading: Promise<BlockRegistry> | undefined;

/**
 * The block registry, loaded on demand: the blocks, their schemas and zod are a chunk of their
 * own, which a page whose answer holds no blok (a catalogue folder) never loads. Rejects when the
 * chunk cannot be fetched; the next call tries again.
 */
export function loadBlockRegistry(): Promise<BlockRegistry> {
  loading ??= import('@clavis/blocks/registry').then(
    (module) => (registry = module.blockRegistry),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The block registry if this page has loaded it, else undefined. */
export function loadedBlockRegistry(): BlockRegistry | undefined {
  return registry;
}
