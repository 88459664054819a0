import { processWide } from '../process/processWide';

/** An entry as the shared cache answers it: its value and the tags it was stored with. */
interface Remembered {
  lastModified?: number;
  tags?: readonly string[];
}

/** Pages read from Redis remembered per process, for a Redis outage; bounded. */
const MAX_REMEMBERED = 1000;

/**
 * The last entry Redis gave for each key, for the whole process (Next.js makes a cache handler per
 * request, and the publish events reach it from outside a request): newer than the file system's
 * copy when another instance rendered the page.
 */
export function rememberedPages<Entry extends Remembered>(): Map<string, Entry> {
  return processWide('sharedCacheLastSeen', () => new Map<string, Entry>());
}

/** Remembers what Redis answered for `key`, forgetting the oldest key past the bound. */
export function rememberPage<Entry extends Remembered>(key: string, entry: Entry): void {
  const pages = rememberedPages<Entry>();
  if (pages.size >= MAX_REMEMBERED && !pages.has(key)) pages.delete(pages.keys().next().value as string);
  pages.set(key, entry);
}

/**
 * Forgets the remembered pages of these tags: with Redis away, a page a publish revalidated would
 * otherwise come back from this memory instead of rendering again.
 */
export function forgetRememberedPages(tags: readonly string[]): void {
  const wanted = new Set(tags);
  const pages = rememberedPages();
  for (const [key, entry] of pages) {
    if (entry.tags?.some((tag) => wanted.has(tag))) pages.delete(key);
  }
}
