import { getCustomLanding, siteConfigSlugs, type ResolvedRequest, type Story, type StoryResponse, CmsClientError } from '@clavis/cms-client';
import type { LocaleCode, Market } from '@clavis/i18n-routing';
import type { BlockData, BlockDataRequest, KeyedBlockDataRequest } from '@clavis/blocks';
import type { StorySource } from './storySource';
import { loadMessages } from '@clavis/i18n-routing/messages';
import { searchPageStory } from '../paths/searchPageStory';
import { notServedHere } from '../paths/servedRoutes';

/** The generic page route's landing-page check (DESIGN.md section 3): these content types may render at `/:slug`. */
const GENERIC_PAGE_TYPES = new Set(['page', 'landing_page']);

export interface LoadedPage {
  kind: 'page';
  /** The request's resolution (cms-client's `resolveRequest`): route, params, story slugs. */
  match: ResolvedRequest;
  locale: LocaleCode;
  story: Story;
  siteConfig: Story | null;
  /** The custom landing data of a custom-landing route (SPEC.md section 4); null on every other route. */
  customLanding: Story | null;
  /** Every full slug the page looked up, found or not (see `recordingLookups`). */
  lookedUp: readonly string[];
}

export type PageLoad =
  /** No route matches: 404 'Page not found: {path}'. */
  | { kind: 'no-route' }
  /** A route matched but its validation failed (no story, wrong content type): 404 'Page Not Found: {path}'. */
  | { kind: 'invalid'; lookedUp: readonly string[] }
  | LoadedPage;

async function firstStory(source: StorySource, slugs: readonly string[]): Promise<Story | null> {
  for (const slug of slugs) {
    const story = await source.story(slug);
    if (story) return story;
  }
  return null;
}

/** getCustomLanding over the page's story source, so a prebuilt page reads the bulk answer. */
function sourceFinder(source: StorySource) {
  return {
    async get(slug: string): Promise<StoryResponse> {
      const story = await source.story(slug);
      if (!story) throw new CmsClientError(`No story at ${slug}`, { status: 404 });
      return { story, cv: 0, rels: [], links: [] };
    },
  };
}

/**
 * The story source, noting every full slug asked for. A page depends on the stories it did not
 * find as much as on those it did: a page showing the global fallback must change when the market
 * publishes its own story, and a 404 when its story is published (again).
 */
function recordingLookups(source: StorySource): { source: StorySource; lookedUp: string[] } {
  const lookedUp: string[] = [];
  return {
    lookedUp,
    source: {
      story: (fullSlug) => {
        lookedUp.push(fullSlug);
        return source.story(fullSlug);
      },
      folder: (prefix) => source.folder(prefix),
      list: (request) => source.list(request),
    },
  };
}

function contentType(story: Story): string {
  return (story.content as { component?: string }).component ?? '';
}

/**
 * A resolved request (route, locale, params and story slugs, DESIGN.md section 3) -> its story and
 * the site configuration. `locale` is the one of the rewrite; a path that names another locale's
 * route, or none (`resolved` null), has no route here.
 */
export async function loadPage({
  market,
  locale,
  resolved: match,
  source: storySource,
}: {
  market: Market;
  locale: LocaleCode;
  resolved: ResolvedRequest | null;
  source: StorySource;
}): Promise<PageLoad> {
  if (!match || match.locale !== locale || notServedHere(match.route)) return { kind: 'no-route' };
  const { source, lookedUp } = recordingLookups(storySource);

  let story: Story | null;
  let customLanding: Story | null = null;
  if (match.route === 'custom-landing') {
    customLanding = await getCustomLanding({
      client: sourceFinder(source),
      market,
      locale,
      customSlug: match.params.customSlug ?? '',
    });
    story = customLanding;
  } else if (match.route === 'search') {
    // The search page has no CMS story: its shell is the same in every locale.
    story = searchPageStory({ market, locale, title: (await loadMessages(locale))['search.title'] });
  } else {
    story = await firstStory(source, match.storySlugs);
    if (story && match.route === 'page' && !GENERIC_PAGE_TYPES.has(contentType(story))) story = null;
  }
  if (!story || contentType(story) === 'site_config') return { kind: 'invalid', lookedUp };

  const siteConfig = await loadSiteConfig({ market, locale, source });
  return { kind: 'page', match, locale, story, siteConfig, customLanding, lookedUp };
}

/** The market's site configuration story of a locale (navigation, footer, pre-footer), or null. */
export function loadSiteConfig({ market, locale, source }: { market: Market; locale: LocaleCode; source: StorySource }): Promise<Story | null> {
  return firstStory(source, siteConfigSlugs(market, locale));
}

/** Answers every data request (a template's listing, the blocks' lists) from the story source. */
export async function loadData(
  source: StorySource,
  requests: readonly KeyedBlockDataRequest[],
): Promise<Record<string, BlockData>> {
  const answers = await Promise.all(requests.map(async (request) => [request.uid, await source.list(request)] as const));
  return Object.fromEntries(answers);
}

export type { BlockDataRequest };
