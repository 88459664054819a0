import { existsSync } from 'node:fs';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import * as fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { NO_ROUTE_SEGMENT } from '../../errors/notFoundPath.js';
import { withHydrationAfterPaint } from './hydrationAfterPaint.js';
import { withPageEtag } from './pageEtag.js';
import { withPageScriptSources } from './pageScriptSources.js';
import { sharedCacheStore } from './sharedCacheStore.js';
import { storedPagePaths } from './storedPagePaths.js';

type FileSystemCacheClass = typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
type CacheContext = ConstructorParameters<FileSystemCacheClass>[0];
type GetArguments = Parameters<FileSystemCacheClass['prototype']['get']>;
type SetArguments = Parameters<FileSystemCacheClass['prototype']['set']>;
type RevalidateTagArguments = Parameters<FileSystemCacheClass['prototype']['revalidateTag']>;

// Next.js's own cache (memory plus `.next/server`), a CommonJS module: Node's ESM import sees its
// `module.exports`, a transpiled import (Jest) its `default` export.
const imported: unknown = fileSystemCacheModule.default;
const FileSystemCache = (typeof imported === 'function' ? imported : (imported as { default: FileSystemCacheClass }).default) as FileSystemCacheClass;

/**
 * A render that is not a page: a 404, or a redirect (a CMS redirect rule for a path without a
 * story, see loadSitePage), whose target can change with the rules at any time.
 */
function isNoPage(value: SetArguments[1] | undefined): boolean {
  return value?.kind === 'APP_PAGE' && (value.status === 404 || (value.status !== undefined && value.status >= 300 && value.status < 400));
}

/** The prebuilt 404 page of a locale (`/{locale}/__no-route`): it never becomes a page. */
const isNoRoutePage = (key: string) => key.endsWith(`/${NO_ROUTE_SEGMENT}`);

/**
 * Next.js's file-system cache, except that a 404 for a path that never had a page is not kept.
 * Redirects are kept and answered as 404s are, so a changed redirect rule takes effect.
 *
 * A URL shaped like a route (`/produkte/anything`) renders once, finds no story and answers 404;
 * Next.js would keep that answer as the path's page, about 100 KB on disk per URL, so any crawler
 * of random URLs could fill the disk. Such a 404 now renders on each request instead. A 404 that
 * replaces a page (a story unpublished after the build or after its first render) is kept, or the
 * old page would come back; so is everything the build writes (the prebuilt 404 pages).
 *
 * A kept 404 is never answered from the cache, though, but rendered again: Next.js would answer a
 * stale 404 and render its successor in the background under the 404's status, so a page published
 * again came back without its metadata (no title, `noindex`) until the next publish. The prebuilt
 * no-route pages never turn into pages and stay cached.
 *
 * A page read from the cache hydrates after its largest paint (`withHydrationAfterPaint`) and
 * carries its ETag (`withPageEtag`) and its inline scripts' hashes for its Content-Security-Policy
 * (`withPageScriptSources`), all worked out once per entry.
 */
export default class SiteCacheHandler extends FileSystemCache {
  private readonly pagesDirectory: string | undefined;
  /** With CACHE_REDIS_URL: the store all instances share; the file system serves while it is away. */
  private readonly shared: ReturnType<typeof sharedCacheStore>;

  constructor(context: CacheContext) {
    super(context);
    this.pagesDirectory = context.serverDistDir;
    this.shared = sharedCacheStore(context);
  }

  override async get(...args: GetArguments) {
    const entry = this.shared?.isAvailable()
      ? ((await this.shared.handler.get(...(args as Parameters<typeof this.shared.handler.get>))) as Awaited<ReturnType<FileSystemCacheClass['prototype']['get']>>)
      : await super.get(...args);
    if (!entry) return entry;
    return isNoPage(entry.value) && !isNoRoutePage(args[0]) ? null : withPageEtag(withPageScriptSources(withHydrationAfterPaint(entry)));
  }

  override async set(...args: SetArguments): Promise<void> {
    const [key, value] = args;
    if (isNoPage(value) && process.env['NEXT_PHASE'] !== PHASE_PRODUCTION_BUILD && !this.hasPage(key)) return;
    // The file system keeps this instance's last pages for a Redis outage.
    if (this.shared?.isAvailable()) await this.shared.handler.set(...(args as Parameters<typeof this.shared.handler.set>));
    return super.set(...args);
  }

  override async revalidateTag(...args: RevalidateTagArguments): Promise<void> {
    if (this.shared?.isAvailable()) await this.shared.handler.revalidateTag(args[0] as Parameters<typeof this.shared.handler.revalidateTag>[0]);
    return super.revalidateTag(...args);
  }

  private hasPage(key: string): boolean {
    return this.pagesDirectory ? storedPagePaths(this.pagesDirectory, key).some((path) => existsSync(path)) : false;
  }
}
