/**
 * The response cache of one client instance (never module-wide: two clients never share entries).
 * It holds published answers only and is tied to a cache version: a new `cv` empties it.
 */
export interface ResponseCache {
  get<T>(key: string): T | undefined;
  set<T>(key: string, value: T): void;
  /** Adopts `cv`; answers true (and empties the cache) when it differs from the one held. */
  setVersion(cv: number): boolean;
  readonly version: number | undefined;
  clear(): void;
  readonly size: number;
}

export function createResponseCache(initialVersion?: number): ResponseCache {
  const entries = new Map<string, unknown>();
  let version = initialVersion;
  return {
    get<T>(key: string) {
      const hit = entries.get(key);
      // A clone, so a caller that edits its result cannot change what the next caller reads.
      return hit === undefined ? undefined : (structuredClone(hit) as T);
    },
    set(key, value) {
      entries.set(key, structuredClone(value));
    },
    setVersion(cv) {
      if (cv === version) return false;
      const changed = version !== undefined;
      version = cv;
      if (changed) entries.clear();
      return changed;
    },
    get version() {
      return version;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
