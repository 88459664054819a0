import type { ResolvedIndex } from '../protocol/createMultiQueryHandler';
import { isSearchLocale, type SearchLocale } from '../language/stemmers';
import { extranetSearchTypes, publicSearchTypes, storyRecord, type IndexableStory } from '../records/storyRecord';
import { createSearchIndex, type SearchIndex } from './createSearchIndex';
import type { SearchRecord, SortOrder } from './types';

export interface SearchEngineOptions {
  /** The market whose site this engine serves (`germany`): index names begin with it. */
  market: string;
  /** The market's locales, one index each. */
  locales: readonly SearchLocale[];
  /** The published public stories of a locale on this market (its own folder and the shared catalogue). */
  loadStories: (locale: SearchLocale) => Promise<readonly IndexableStory[]>;
  /** The published extranet stories of a locale (`{locale}/extranet/...`). */
  loadExtranetStories?: (locale: SearchLocale) => Promise<readonly IndexableStory[]>;
  /** A story's URL path on this market's site, or null when the market does not serve it. */
  urlOf: (fullSlug: string) => string | null;
  /**
   * Which of two stories with one URL the site shows (a market's own page over the global one it
   * replaces); the other is not indexed. @default the first one loaded
   */
  prefer?: (a: IndexableStory, b: IndexableStory) => IndexableStory;
}

/** Replica suffixes: the same records sorted by date. */
const SORT_SUFFIXES: Record<string, SortOrder> = { _date_desc: 'date_desc', _date_asc: 'date_asc' };
const EXTRANET_SUFFIX = '_extranet';

export interface SearchEngine {
  /** `{market}_{locale}`. */
  indexName(locale: SearchLocale, extranet?: boolean): string;
  /** The public index of a name (replicas included); the extranet index never resolves here. */
  resolvePublic(indexName: string): Promise<ResolvedIndex | null>;
  /** Public and extranet indexes, for the token-verified extranet endpoint. */
  resolveWithExtranet(indexName: string): Promise<ResolvedIndex | null>;
  /** A locale's public index, built on first use. */
  index(locale: SearchLocale, extranet?: boolean): Promise<SearchIndex>;
  /** Builds every index now (at start, or for the indexer and the benchmark). */
  buildAll(options?: { extranet?: boolean }): Promise<SearchIndex[]>;
  /**
   * A story was published (with its current version) or unpublished/deleted (null): the built
   * index of its locale follows. Unbuilt indexes read it when they are built.
   */
  update(fullSlug: string, story: IndexableStory | null): Promise<void>;
  /** Forgets every built index; the next query builds again. */
  reset(): void;
  /**
   * Builds every built index again in the background and swaps each in once it is complete: the
   * old one answers meanwhile (a query never waits for a whole rebuild), and what `update` brings
   * meanwhile reaches the new one too. A call while a refresh runs makes it run once more after.
   * Settles when the indexes are swapped (or a build failed: the old index stays).
   */
  refresh(): Promise<void>;
}

/** A market's index of a locale: `{market}_{locale}`, the extranet's `{market}_{locale}_extranet`. */
export const searchIndexName = (market: string, locale: SearchLocale, { extranet = false } = {}) => `${market}_${locale}${extranet ? EXTRANET_SUFFIX : ''}`;

/** The per-locale records of a set of stories, one per URL. */
export function recordsOf(stories: readonly IndexableStory[], options: Pick<SearchEngineOptions, 'urlOf' | 'prefer'>, types: readonly string[]): SearchRecord[] {
  const categories = new Map<string, string>();
  for (const story of stories) {
    if (story.content.component === 'category') {
      const title = story.content.title;
      if (typeof title === 'string') categories.set(story.uuid, title);
    }
  }
  const byUrl = new Map<string, { story: IndexableStory; record: SearchRecord }>();
  for (const story of stories) {
    const record = storyRecord(story, { urlOf: options.urlOf, categoryTitle: (uuid) => categories.get(uuid) }, types);
    if (!record) continue;
    const existing = byUrl.get(record.url);
    if (existing && options.prefer?.(existing.story, story) !== story) continue;
    byUrl.set(record.url, { story, record });
  }
  return [...byUrl.values()].map(({ record }) => record);
}

/**
 * The embedded engine of one market's site: an index per locale (`{market}_{locale}`) over the
 * published public stories, another per locale over the extranet (`{market}_{locale}_extranet`),
 * each built on first use and kept current by `update` (the revalidation webhook).
 */
export function createSearchEngine(options: SearchEngineOptions): SearchEngine {
  const { market, locales } = options;
  const built = new Map<string, Promise<SearchIndex>>();
  // Category titles per locale, so a product's category facet follows a renamed category.
  const categoryTitles = new Map<string, Map<string, string>>();

  const indexName = (locale: SearchLocale, extranet = false) => searchIndexName(market, locale, { extranet });

  /** A new index of `name` over the stories as the loader reads them now, with its locale's category titles. */
  async function build(name: string, locale: SearchLocale, extranet: boolean): Promise<{ index: SearchIndex; titles: Map<string, string> }> {
    const load = extranet ? options.loadExtranetStories : options.loadStories;
    const stories = load ? await load(locale) : [];
    const titles = new Map<string, string>();
    for (const story of stories) if (story.content.component === 'category' && typeof story.content.title === 'string') titles.set(story.uuid, story.content.title);
    const types = extranet ? extranetSearchTypes : publicSearchTypes;
    return { index: createSearchIndex({ name, locale, records: recordsOf(stories, options, types) }), titles };
  }

  function index(locale: SearchLocale, extranet = false): Promise<SearchIndex> {
    const name = indexName(locale, extranet);
    let promise = built.get(name);
    if (!promise) {
      promise = build(name, locale, extranet).then(({ index: made, titles }) => {
        if (!extranet) categoryTitles.set(locale, titles);
        return made;
      });
      // A failed build (the CMS down) is not kept: the next query tries again.
      promise.catch(() => built.delete(name));
      built.set(name, promise);
    }
    return promise;
  }

  function parse(indexName: string): { locale: SearchLocale; extranet: boolean; order: SortOrder } | null {
    const prefix = `${market}_`;
    if (!indexName.startsWith(prefix)) return null;
    let rest = indexName.slice(prefix.length);
    let order: SortOrder = 'relevance';
    for (const [suffix, sort] of Object.entries(SORT_SUFFIXES)) {
      if (rest.endsWith(suffix)) {
        rest = rest.slice(0, -suffix.length);
        order = sort;
      }
    }
    const extranet = rest.endsWith(EXTRANET_SUFFIX);
    if (extranet) rest = rest.slice(0, -EXTRANET_SUFFIX.length);
    if (!isSearchLocale(rest) || !locales.includes(rest)) return null;
    return { locale: rest, extranet, order };
  }

  async function resolve(name: string, allowExtranet: boolean): Promise<ResolvedIndex | null> {
    const parsed = parse(name);
    if (!parsed || (parsed.extranet && (!allowExtranet || !options.loadExtranetStories))) return null;
    return { index: await index(parsed.locale, parsed.extranet), order: parsed.order };
  }

  /** A story's current version (or null when it went) into a built index of `locale`. */
  function applyTo(target: SearchIndex, locale: SearchLocale, extranet: boolean, slug: string, story: IndexableStory | null): void {
    target.remove(slug);
    if (story) target.remove(story.uuid);
    if (!story) return;
    const titles = categoryTitles.get(locale) ?? new Map<string, string>();
    if (!extranet) categoryTitles.set(locale, titles);
    if (story.content.component === 'category' && typeof story.content.title === 'string') titles.set(story.uuid, story.content.title);
    const types = extranet ? extranetSearchTypes : publicSearchTypes;
    const record = storyRecord(story, { urlOf: options.urlOf, categoryTitle: (uuid) => titles.get(uuid) }, types);
    if (record) target.save([record]);
    if (story.content.component === 'category') {
      const renamed = target.records().filter((item) => item.categoryId === story.uuid && item.category !== titles.get(story.uuid));
      target.save(renamed.map((item) => ({ ...item, category: titles.get(story.uuid) })));
    }
  }

  /** Per index being built again: the updates made since its build began, for the new index. */
  const rebuilding = new Map<string, Array<[slug: string, story: IndexableStory | null]>>();
  let refreshing: Promise<void> | undefined;
  let refreshAgain = false;

  async function rebuild(name: string, locale: SearchLocale, extranet: boolean): Promise<void> {
    const updates: Array<[string, IndexableStory | null]> = [];
    rebuilding.set(name, updates);
    try {
      const fresh = await build(name, locale, extranet);
      // Reset meanwhile: the next query builds anew, this build is not wanted.
      if (!built.has(name)) return;
      if (!extranet) categoryTitles.set(locale, fresh.titles);
      for (const [slug, story] of updates) applyTo(fresh.index, locale, extranet, slug, story);
      built.set(name, Promise.resolve(fresh.index));
    } finally {
      rebuilding.delete(name);
    }
  }

  function refresh(): Promise<void> {
    refreshAgain = true;
    refreshing ??= (async () => {
      try {
        while (refreshAgain) {
          refreshAgain = false;
          const names = [...built.keys()];
          await Promise.all(
            names.map((name) => {
              const parsed = parse(name);
              return parsed ? rebuild(name, parsed.locale, parsed.extranet) : undefined;
            }),
          );
        }
      } finally {
        refreshing = undefined;
      }
    })();
    return refreshing;
  }

  return {
    indexName,
    index,
    resolvePublic: (name) => resolve(name, false),
    resolveWithExtranet: (name) => resolve(name, true),
    async buildAll({ extranet = false } = {}) {
      const all = locales.map((locale) => index(locale));
      if (extranet && options.loadExtranetStories) all.push(...locales.map((locale) => index(locale, true)));
      return Promise.all(all);
    },
    async update(fullSlug, story) {
      const slug = fullSlug.replace(/^\/+|\/+$/g, '');
      const [locale, folder] = slug.split('/');
      if (!locale || !isSearchLocale(locale) || !locales.includes(locale)) return;
      const extranet = folder === 'extranet';
      const name = indexName(locale, extranet);
      const pending = built.get(name);
      if (!pending) return;
      rebuilding.get(name)?.push([slug, story]);
      applyTo(await pending, locale, extranet, slug, story);
    },
    reset: () => built.clear(),
    refresh,
  };
}
