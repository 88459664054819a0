import { existsSync } from 'node:fs';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import * as fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { type TuningSwitches, readTuningSwitches } from '../switches.ts';
import { createNotFoundMemory, type NotFoundMemoryOptions } from './notFoundMemory.ts';
import { carryRenderNonce, withoutRenderNonce } from './renderNonce.ts';
import { pageHtmlRewrite } from './pageHtml.ts';
import { servedPageRewrite } from './servedPageRewrite.ts';
import { type SharedStoreOptions, withSharedStore } from './sharedStore.ts';
import { storedPagePaths } from './storedPagePaths.ts';

/** Next.js's file-system cache class (memory plus `.next/server`), the default store. */
export type FileSystemCacheClass = typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
type CacheContext = ConstructorParameters<FileSystemCacheClass>[0];
type GetArguments = Parameters<FileSystemCacheClass['prototype']['get']>;
type SetArguments = Parameters<FileSystemCacheClass['prototype']['set']>;
type RevalidateTagArguments = Parameters<FileSystemCacheClass['prototype']['revalidateTag']>;

// A CommonJS module: Node's ESM import sees its `module.exports`, a transpiled import (Jest) its
// `default` export.
const imported: unknown = fileSystemCacheModule.default;
export const FileSystemCache = (typeof imported === 'function' ? imported : (imported as { default: FileSystemCacheClass }).default) as FileSystemCacheClass;

/**
 * A render that is not a page: a 404, or a redirect (a CMS redirect rule for a path without a
 * story), whose target can change with the rules at any time.
 */
function isNoPage(value: SetArguments[1] | undefined): boolean {
  return value?.kind === 'APP_PAGE' && (value.status === 404 || (value.status !== undefined && value.status >= 300 && value.status < 400));
}

const isNotFound = (value: SetArguments[1] | undefined) => value?.kind === 'APP_PAGE' && value.status === 404;

/**
 * A render the CMS refused or failed, answered as a page with its status (a 401 or 403 when the
 * CMS refuses the site's token): an answer for that moment, not the path's page.
 */
function isRefusal(value: SetArguments[1] | undefined): boolean {
  return value?.kind === 'APP_PAGE' && value.status !== undefined && value.status >= 400 && value.status !== 404;
}

export interface CacheHandlerOptions {
  /**
   * Whether a cache key is a prebuilt 404 page that never turns into a page (site-shell's
   * `/{locale}/__no-route`): it stays cached and is answered from the cache.
   */
  isNoRoutePage: (key: string) => boolean;
  /**
   * Which patches are on.
   * @default readTuningSwitches(process.env)
   */
  switches?: TuningSwitches;
  /**
   * Where entries are stored: a class with Next.js's cache handler interface (constructor taking
   * Next's context, `get`, `set`, `revalidateTag`). The page rewriting and the 404 rules are laid
   * over it; a shared store (Redis) plugs in here.
   * @default Next.js's FileSystemCache
   */
  store?: FileSystemCacheClass;
  /**
   * A store every instance shares, laid over `store` (`withSharedStore`) while the switch
   * `sharedPageCache` is on; off, `store` alone.
   * @default none
   */
  shared?: SharedStoreOptions;
  /**
   * A further rewrite of a served entry, after the tuning's own (site-shell's Content-Security-Policy
   * hashes of the page's inline scripts). Like them it must do its work once per entry: Next.js
   * reads an entry on every request.
   * @default none
   */
  pageRewrite?: <E extends { value: unknown }>(entry: E) => E;
  /**
   * The site's own change of a served page's HTML, before the tuning's rewriting (so the hydration
   * loader takes the scripts it adds, and the ETag covers it), once per entry.
   * @default none
   */
  servedPageHtml?: (html: string) => string;
  /**
   * How long and in how many bytes the 404 renders answer again from memory (switch
   * `notFoundRules`), instead of rendering each request for a bad URL anew.
   * @default { ttlMs: 5000, maxBytes: 16 MiB } @see createNotFoundMemory
   */
  notFoundMemory?: NotFoundMemoryOptions;
  /**
   * Told of every lookup Next.js makes, with the entry's kind (`APP_PAGE`, `FETCH`...) and whether
   * an entry was served from the cache (a metric of the cache's hits).
   * @default none
   */
  onLookup?: (kind: string | undefined, hit: boolean) => void;
}

/**
 * The site's cache handler (`cacheHandler` of the Next config): Next.js's cache with
 * - the 404 rules (switch `notFoundRules`): a 404 or redirect of a path that never had a page is
 *   not kept. A URL shaped like a route (`/produkte/anything`) renders once, finds no story and
 *   answers 404; Next.js would keep that answer as the path's page, about 100 KB on disk per URL,
 *   so any crawler of random URLs could fill the disk. A 404 that replaces a page (a story
 *   unpublished after the build or after its first render) is kept, or the old page would come
 *   back; so is everything the build writes (the prebuilt 404 pages). A kept 404 is never answered
 *   from the cache, though, but rendered again: Next.js would answer a stale 404 and render its
 *   successor in the background under the 404's status, so a page published again came back
 *   without its metadata (no title, `noindex`) until the next publish. The prebuilt no-route pages
 *   stay cached. Besides, each 404 rendered at run time answers its path again from memory for a
 *   few seconds (`notFoundMemory`: bounded in bytes, fresh to Next.js, forgotten at any tag's
 *   revalidation), so a bad URL asked for again and again (`/produkte?page=99999`) costs one
 *   render in that time instead of one a request. A render the CMS refused (401, 403) or failed
 *   is never kept either: it would replace the path's last good page until the next publish,
 *   where an outage keeps serving it.
 *   The first visitor of a path gets the refusal as rendered; everyone after the CMS accepts the
 *   site again gets the page.
 * - the served page's rewriting: the caller's `servedPageHtml`, the tuning's own
 *   (`servedPageRewrite`: hydration after paint, ETag), then the caller's `pageRewrite`, once per entry;
 * - the shared store (switch `sharedPageCache`), when the caller gives one;
 * - the nonce of a page just rendered, in the headers its answers carry (`carryRenderNonce`),
 *   whatever the switches: without it, the requests that share a render get a policy that blocks
 *   its scripts.
 */
export function createCacheHandler({ isNoRoutePage, switches = readTuningSwitches(), store = FileSystemCache, shared, pageRewrite, servedPageHtml, notFoundMemory: memoryOptions, onLookup }: CacheHandlerOptions): FileSystemCacheClass {
  const base = shared && switches.sharedPageCache ? withSharedStore(shared, store) : store;
  const tuned = servedPageRewrite(switches);
  const own = servedPageHtml && pageHtmlRewrite(servedPageHtml);
  const served = own ? <E extends { value: unknown }>(entry: E): E => tuned(own(entry)) : tuned;
  const rewrite = pageRewrite ? <E extends { value: unknown }>(entry: E): E => pageRewrite(served(entry)) : served;
  const notFoundRules = switches.notFoundRules;
  // Next.js makes a handler per request: the memory belongs to the class, one per process.
  const notFoundMemory = createNotFoundMemory(memoryOptions);

  return class SiteCacheHandler extends base {
    private readonly pagesDirectory: string | undefined;

    constructor(context: CacheContext) {
      super(context);
      this.pagesDirectory = context.serverDistDir;
    }

    override async get(...args: GetArguments) {
      const entry = await this.lookUp(args);
      onLookup?.((args[1] as { kind?: string } | undefined)?.kind, entry != null);
      return entry;
    }

    private async lookUp(args: GetArguments) {
      const remembered = notFoundRules ? notFoundMemory.recall(args[0]) : null;
      if (remembered) return rewrite(remembered);
      const entry = await super.get(...args);
      if (!entry) return entry;
      if (notFoundRules && isNoPage(entry.value) && !isNoRoutePage(args[0])) return null;
      return rewrite(entry);
    }

    override async set(...args: SetArguments): Promise<void> {
      const [key, value, context] = args;
      // Every answer of this render, stored or not, names the nonce its scripts carry.
      carryRenderNonce(value);
      if (notFoundRules && process.env['NEXT_PHASE'] !== PHASE_PRODUCTION_BUILD) {
        if (isRefusal(value)) return;
        if (isNotFound(value) && !isNoRoutePage(key)) notFoundMemory.remember(key, withoutRenderNonce(value), 'cacheControl' in context ? context.cacheControl : undefined);
        else notFoundMemory.forget(key);
        if (isNoPage(value) && !this.hasPage(key)) return;
      }
      return super.set(key, withoutRenderNonce(value), context);
    }

    override async revalidateTag(...args: RevalidateTagArguments): Promise<void> {
      notFoundMemory.clear();
      return super.revalidateTag(...args);
    }

    private hasPage(key: string): boolean {
      return this.pagesDirectory ? storedPagePaths(this.pagesDirectory, key).some((path) => existsSync(path)) : false;
    }
  };
}
