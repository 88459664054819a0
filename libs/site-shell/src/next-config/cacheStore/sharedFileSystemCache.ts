import { FileSystemCache, type FileSystemCacheClass } from '@clavis/next-tuning/cache-handler';
import { forgetRememberedPages, rememberedPages, rememberPage } from './rememberedPages.js';
import { sharedCacheStore, writesPagesToDisk } from './sharedCacheStore.js';

type CacheContext = ConstructorParameters<FileSystemCacheClass>[0];
type GetArguments = Parameters<FileSystemCacheClass['prototype']['get']>;
type SetArguments = Parameters<FileSystemCacheClass['prototype']['set']>;
type RevalidateTagArguments = Parameters<FileSystemCacheClass['prototype']['revalidateTag']>;
type Entry = Awaited<ReturnType<FileSystemCacheClass['prototype']['get']>>;

/**
 * The cache store of a market's instances: with `REDIS_URL`, the Redis every instance shares
 * (reads while it answers, writes and tag revalidations to it), and always the file system, which
 * keeps this instance's last pages for a Redis outage; without it, Next.js's file-system cache alone.
 */
export class SharedFileSystemCache extends FileSystemCache {
  private readonly shared: ReturnType<typeof sharedCacheStore>;

  constructor(context: CacheContext) {
    super({ ...context, flushToDisk: Boolean(context.flushToDisk) && writesPagesToDisk() });
    this.shared = sharedCacheStore(context);
  }

  override async get(...args: GetArguments): Promise<Entry> {
    const key = args[0];
    if (!this.shared?.isAvailable()) {
      // Redis away: this instance's newest copy, whether it rendered it or read it from Redis.
      const local = await super.get(...args);
      const seen = rememberedPages<NonNullable<Entry>>().get(key);
      return seen && (!local || (seen.lastModified ?? 0) > (local.lastModified ?? 0)) ? seen : local;
    }
    const entry = (await this.shared.handler.get(...(args as Parameters<typeof this.shared.handler.get>))) as Entry;
    if (entry) rememberPage(key, entry);
    return entry;
  }

  override async set(...args: SetArguments): Promise<void> {
    if (this.shared?.isAvailable()) await this.shared.handler.set(...(args as Parameters<typeof this.shared.handler.set>));
    return super.set(...args);
  }

  override async revalidateTag(...args: RevalidateTagArguments): Promise<void> {
    forgetRememberedPages(typeof args[0] === 'string' ? [args[0]] : args[0]);
    if (this.shared?.isAvailable()) await this.shared.handler.revalidateTag(args[0] as Parameters<typeof this.shared.handler.revalidateTag>[0]);
    return super.revalidateTag(...args);
  }
}
