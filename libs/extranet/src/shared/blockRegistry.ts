import type { BlockRegistry } from '@clavis/blocks';
import { blockLoaders } from '@clavis/blocks/loaders';

// Each answer walked once: the content and the template it renders both ask.
const bloksOfPayload = new WeakMap<object, ReadonlySet<string>>();

/**
 * The components of the page story's own bloks a template could render: objects with a `component`
 * and a `_uid` anywhere in its content but the content's root (a body's blok, a hero field, a blok
 * inside a blok or a rich text). Templates render bloks only from the page story, so a story
 * resolved inside a field (a product category's products) or a listed one does not count: its
 * bloks belong to its own page.
 */
export function bloksIn(payload: { story: { content: object } | null }): ReadonlySet<string> {
  const known = bloksOfPayload.get(payload);
  if (known) return known;
  const components = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record['full_slug'] === 'string') return;
    if (typeof record['component'] === 'string' && typeof record['_uid'] === 'string') components.add(record['component']);
    Object.values(record).forEach(visit);
  };
  const content = payload.story?.content;
  if (content !== undefined) Object.values(content).forEach(visit);
  bloksOfPayload.set(payload, components);
  return components;
}

// The blocks this page has loaded, by component; a new object whenever one is added.
let loaded: BlockRegistry = {};
// Loads under way, by block and by set of blocks (one promise per set, as React's `use` wants).
const loadingBlocks = new Map<string, Promise<void>>();
const loadingSets = new Map<string, Promise<BlockRegistry>>();

/** The components among `components` whose block this page has still to load (unknown ones render as unknown, nothing to load). */
function toLoad(components: Iterable<string>): string[] {
  return [...new Set(components)].filter((component) => Object.hasOwn(blockLoaders, component) && !Object.hasOwn(loaded, component)).sort();
}

function loadBlock(component: string): Promise<void> {
  let loading = loadingBlocks.get(component);
  const load = blockLoaders[component];
  if (!loading && load) {
    loading = load()
      .then((definition) => {
        loaded = { ...loaded, [component]: definition };
      })
      .finally(() => loadingBlocks.delete(component));
    loadingBlocks.set(component, loading);
  }
  return loading ?? Promise.resolve();
}

/**
 * Loads the blocks of the given components, each a chunk of its own (with its schema; zod with the
 * first), and resolves to the blocks this page has. A page loads only its bloks' blocks: the
 * extranet home's text blok, not the forms or carousels of the public pages. Rejects when a chunk
 * cannot be fetched; the next call tries again.
 */
export function loadBlocks(components: Iterable<string>): Promise<BlockRegistry> {
  const missing = toLoad(components);
  if (missing.length === 0) return Promise.resolve(loaded);
  const key = missing.join(' ');
  let loading = loadingSets.get(key);
  if (!loading) {
    loading = Promise.all(missing.map(loadBlock))
      .then(() => loaded)
      .finally(() => loadingSets.delete(key));
    loadingSets.set(key, loading);
  }
  return loading;
}

/** The blocks this page has if they include every given component's, else undefined. */
export function loadedBlocks(components: Iterable<string>): BlockRegistry | undefined {
  return toLoad(components).length === 0 ? loaded : undefined;
}
