import { FileSystemCache, type FileSystemCacheClass } from '@clavis/next-tuning/cache-handler';
import { sharedCacheStore } from './sharedCacheStore.js';

type CacheContext = ConstructorParameters<FileSystemCacheClass>[0];
type GetArguments = Parameters<FileSystemCacheClass['prototype']['get']>;
type SetArguments = Parameters<FileSystemCacheClass['prototype']['set']>;
type RevalidateTagArguments = Parameters<FileSystemCacheClass['prototype']['revalidateTag']>;
type Entry = Awaited<ReturnType<FileSystemCacheClass['prototype']['get']>>;

/**
 * The cache store of a market's instances: with `CACHE_REDIS_URL`, the Redis every instance shares
 * (reads while it answers, writes and tag revalidations to it), and always the file system, which
 * keeps this instance's last pages for a Redis outage; without it, Next.js's file-system cache alone.
 */
export class SharedFileSystemCache extends FileSystemCache {
  private readonly shared: ReturnType<typeof sharedCacheStore>;

  constructor(context: CacheContext) {
    super(context);
    this.shared = sharedCacheStore(context);
  }

  override async get(...args: GetArguments): Promise<Entry> {
    if (!this.shared?.isAvailable()) return super.get(...args);
    return (await this.shared.handler.get(...(args as Parameters<typeof this.shared.handler.get>))) as Entry;
  }

  override async set(...args: SetArguments): Promise<void> {
    if (this.shared?.isAvailable()) await this.shared.handler.set(...(args as Parameters<typeof this.shared.handler.set>));
    return super.set(...args);
  }

  override async revalidateTag(...args: RevalidateTagArguments): Promise<void> {
    if (this.shared?.isAvailable()) await this.shared.handler.revalidateTag(args[0] as Parameters<typeof this.shared.handler.revalidateTag>[0]);
    return super.revalidateTag(...args);
  }
}
