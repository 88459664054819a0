import type { BlockRegistry } from '@clavis/blocks';

/**
 * Whether an extranet answer holds a blok anywhere a template could render one: an object with a
 * `component` and a `_uid` that is not a story's own content (a body's blok, a hero field, a blok
 * inside a blok or a rich text). A story resolved inside a field counts as well, which at worst
 * loads the registry for nothing: a missed blok would be content left out.
 */
export function holdsBloks(value: unknown): boolean {
  const visit = (node: unknown, storyContent: boolean): boolean => {
    if (Array.isArray(node)) return node.some((item) => visit(item, false));
    if (node === null || typeof node !== 'object') return false;
    const record = node as Record<string, unknown>;
    if (!storyContent && typeof record['component'] === 'string' && typeof record['_uid'] === 'string') return true;
    const story = typeof record['full_slug'] === 'string';
    return Object.entries(record).some(([key, child]) => visit(child, story && key === 'content'));
  };
  return visit(value, false);
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
