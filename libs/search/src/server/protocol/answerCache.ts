/**
 * Answers kept by what they weigh, not by how many there are: the least recently used go first
 * once the entries pass `maxBytes` together, and an entry heavier than `maxEntryBytes` is never
 * kept (a handful of those would push out everything else).
 */
export interface AnswerCache<V> {
  get(key: string): V | undefined;
  /** Keeps `value` under `key`, weighing `bytes` (the key included), unless it is too heavy. */
  set(key: string, value: V, bytes: number): void;
  delete(key: string): void;
  /** What the entries weigh together. */
  readonly bytes: number;
  readonly size: number;
}

/** An entry's weight from the characters it holds (JavaScript strings take up to two bytes each). */
export const weightOf = (characters: number) => 2 * characters;

export function createAnswerCache<V>({ maxBytes, maxEntryBytes }: { maxBytes: number; maxEntryBytes: number }): AnswerCache<V> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, { value: V; bytes: number }>();
  let total = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, bytes) {
      remove(key);
      if (bytes > maxEntryBytes || bytes > maxBytes) return;
      entries.set(key, { value, bytes });
      total += bytes;
      for (const [oldest] of entries) {
        if (total <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    get bytes() {
      return total;
    },
    get size() {
      return entries.size;
    },
  };
}
