import { LRUCache } from 'next/dist/server/lib/lru-cache.js';
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache/index.js';
import { htmlOf } from './pageHtml.ts';

type CacheControl = NonNullable<CacheHandlerValue['cacheControl']>;

export interface NotFoundMemoryOptions {
  /**
   * How long a 404 render answers the requests for its path that follow. A story published
   * without a webhook, at a path that answered 404, shows at most this much later (the webhook's
   * instance forgets every 404 at once).
   * @default 5000
   */
  ttlMs?: number;
  /**
   * The most the remembered renders may hold, in bytes (their HTML, RSC payload and segments,
   * about 100 KB a page); the least recently used go first.
   * @default 16777216 (16 MiB)
   */
  maxBytes?: number;
  /** @default Date.now */
  now?: () => number;
}

/** A short memory of 404 renders, kept apart from the cache that is written to disk. */
export interface NotFoundMemory {
  /** Keeps a 404 render of `key` for its time. */
  remember(key: string, value: CacheHandlerValue['value'], cacheControl: CacheControl | undefined): void;
  /** The render of `key` as a cache entry, while its time lasts; null after. */
  recall(key: string): CacheHandlerValue | null;
  forget(key: string): void;
  /** Forgets every render (a publish may have turned any 404 into a page). */
  clear(): void;
}

interface Remembered {
  entry: CacheHandlerValue;
  until: number;
}

const lengthOf = (part: unknown) => (typeof part === 'string' || Buffer.isBuffer(part) ? part.length : 0);

/** A render's size as the memory counts it: its HTML, RSC payload, postponed state and segments. */
function sizeOf(value: CacheHandlerValue['value']): number {
  if (!value || value.kind !== 'APP_PAGE') return 1;
  let size = (htmlOf(value.html)?.length ?? 0) + lengthOf(value.rscData) + lengthOf(value.postponed);
  for (const [path, segment] of value.segmentData ?? []) size += path.length + lengthOf(segment);
  return Math.max(1, size);
}

/**
 * Next.js renders a 404 of a path that never had a page anew on every request (the cache
 * handler keeps such renders out of the page cache, or random URLs would fill the disk), so the
 * same bad URL asked for again and again cost a render each time. This memory answers it for a
 * few seconds instead: bounded in bytes, in memory only, each render for `ttlMs` at most and never
 * longer than the page's own revalidation time (a stale 404 would be answered while Next.js
 * renders its successor in the background under its status).
 */
export function createNotFoundMemory({ ttlMs = 5_000, maxBytes = 16 * 1024 * 1024, now = Date.now }: NotFoundMemoryOptions = {}): NotFoundMemory {
  const create = () => new LRUCache<Remembered>(maxBytes, ({ entry }, key) => key.length + sizeOf(entry.value));
  let renders = create();
  return {
    remember(key, value, cacheControl) {
      const revalidate = cacheControl?.revalidate;
      const lifetime = typeof revalidate === 'number' ? Math.min(ttlMs, revalidate * 1000) : ttlMs;
      const lastModified = now();
      renders.set(key, { entry: { lastModified, value, ...(cacheControl && { cacheControl }) }, until: lastModified + lifetime });
    },
    recall(key) {
      const remembered = renders.get(key);
      if (!remembered) return null;
      if (now() < remembered.until) return remembered.entry;
      renders.remove(key);
      return null;
    },
    forget: (key) => renders.remove(key),
    clear() {
      renders = create();
    },
  };
}
