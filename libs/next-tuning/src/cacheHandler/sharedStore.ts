import type { FileSystemCacheClass } from './createCacheHandler.ts';

type CacheContext = ConstructorParameters<FileSystemCacheClass>[0];
type GetArguments = Parameters<FileSystemCacheClass['prototype']['get']>;
type SetArguments = Parameters<FileSystemCacheClass['prototype']['set']>;
type RevalidateTagArguments = Parameters<FileSystemCacheClass['prototype']['revalidateTag']>;
/** A cache entry as Next.js's cache handler interface answers it. */
export type CacheEntry = NonNullable<Awaited<ReturnType<FileSystemCacheClass['prototype']['get']>>>;

/** A store every instance of a site shares (site-shell's Redis), with Next.js's cache handler methods. */
export interface SharedStore {
  readonly handler: {
    get(...args: GetArguments): Promise<unknown>;
    set(...args: SetArguments): Promise<unknown>;
    revalidateTag(tags: RevalidateTagArguments[0]): Promise<unknown>;
  };
  /** False while the store cannot be reached: the file system answers meanwhile. */
  isAvailable(): boolean;
}

export interface SharedStoreOptions {
  /** The shared store for a cache handler Next.js creates (one per request), or none: the file system alone. */
  open(context: CacheContext): SharedStore | undefined;
  /** Whether rendered pages may be written to the build's folder (read per handler). */
  writesToDisk(): boolean;
  /**
   * The last entry the shared store gave for each key, kept process-wide by the caller (Next.js
   * makes a handler per request, and a publish from another instance must reach this memory).
   */
  remembered: {
    get(key: string): CacheEntry | undefined;
    remember(key: string, entry: CacheEntry): void;
    forget(tags: readonly string[]): void;
  };
}

/**
 * A cache store over `base` (Next.js's file-system cache) that reads from and writes to a store
 * every instance shares while it answers, and always writes the file system too, which keeps this
 * instance's last pages for an outage. While the shared store is away, an entry is this instance's
 * newest copy: the one it rendered, or the one it last read from the shared store. Without a
 * shared store, `base` alone (but for `writesToDisk`).
 */
export function withSharedStore({ open, writesToDisk, remembered }: SharedStoreOptions, base: FileSystemCacheClass): FileSystemCacheClass {
  return class SharedFileSystemCache extends base {
    private readonly shared: SharedStore | undefined;

    constructor(context: CacheContext) {
      super({ ...context, flushToDisk: Boolean(context.flushToDisk) && writesToDisk() });
      this.shared = open(context);
    }

    override async get(...args: GetArguments) {
      const key = args[0];
      if (!this.shared?.isAvailable()) {
        const local = await super.get(...args);
        const seen = remembered.get(key);
        return seen && (!local || (seen.lastModified ?? 0) > (local.lastModified ?? 0)) ? seen : local;
      }
      const entry = (await this.shared.handler.get(...args)) as CacheEntry | null;
      if (entry) remembered.remember(key, entry);
      return entry;
    }

    override async set(...args: SetArguments): Promise<void> {
      if (this.shared?.isAvailable()) await this.shared.handler.set(...args);
      return super.set(...args);
    }

    override async revalidateTag(...args: RevalidateTagArguments): Promise<void> {
      remembered.forget(typeof args[0] === 'string' ? [args[0]] : args[0]);
      if (this.shared?.isAvailable()) await this.shared.handler.revalidateTag(args[0]);
      return super.revalidateTag(...args);
    }
  };
}
