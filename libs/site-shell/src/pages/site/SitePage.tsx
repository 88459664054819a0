import type { SearchRouteState } from '@clavis/search';
import { collectBlockData } from '@clavis/blocks';
import type { KeyedBlockDataRequest } from '@clavis/blocks';
import { notFound } from 'next/navigation';
import { storySourceFor, siteMarket } from '../../server/site';
import { serverIntl } from '../../i18n/serverIntl';
import { loadData } from '../../cms/loadPage';
import { localePathsOf } from '../../seo/alternateUrls';
import { JsonLd } from '../../seo/JsonLd';
import { pageStructuredData } from '../../seo/pageStructuredData';
import { siteNameOf, siteOrigin } from '../../seo/site';
import { LazyLivePreview } from '../../preview/LazyLivePreview';
import type { Story } from '@clavis/cms-client';
import { editorOrigins } from '../../server/site';
import { siteServices } from '../../server/services';
import { liveStory } from './liveStory';
import { renderLiveStory } from './renderLiveStory';
import { NotFoundAnswer, RefusedAnswer } from '../errors/ErrorPage';
import { PageLayout, pageListingRequest, pageRegistry, pageRelations, serverRenderContext, StoryPage } from '../../render/pageContract';
import { pageTags, shownStories } from '../../revalidate/cacheTags';
import { tagPage } from '../../revalidate/tagPage';
import { readListingView } from '../../paths/listingViewPath';
import { loadListingView } from './loadListingView';
import { loadSitePage } from './loadSitePage';
import type { SiteRouteParams } from '../../paths/routeParams';
import { refusedStatus, rethrowWithStatus } from './statusErrors';
import { pageChrome } from '../../chrome/pageChrome';
import { SearchPage } from '../search/SearchPage';
import {
  recommendedProducts,
  withoutCmsRelated,
  withRelatedProducts,
} from './relatedProducts';

const LISTING_UID = '__page-listing';

interface SitePageProps {
  params: Promise<SiteRouteParams>;
  /** The URL's search state, on the search page rendered per request (SearchResultsPage). */
  searchState?: SearchRouteState;
  /** The visual editor's story (an `input` event) to render instead of the CMS's draft. */
  live?: unknown;
}

/**
 * The catch-all page of every market app: the story of the URL, its listing and its blocks' data,
 * rendered by its template in its layout.
 */
export async function SitePage(props: SitePageProps) {
  try {
    return await storyPage(props);
  } catch (error) {
    // Content the CMS refuses: the 401 or 403 screen is the page, whole in the server's HTML, with
    // its status (forbidden() or unauthorized() here would leave Next.js's bare error document; see
    // ErrorStatus). The search rendered per request is no prerender: it keeps them.
    const status = refusedStatus(error);
    if (!status || props.searchState) rethrowWithStatus(error);
    return <RefusedAnswer locale={(await props.params).locale} status={status} />;
  }
}

/**
 * The draft page of a route rendered with the visual editor's live story, without the live
 * preview around it (the one on the page shows this). A refused story renders nothing new.
 */
export async function livePage(params: SiteRouteParams, story: unknown) {
  try {
    return await storyPage({ params: Promise.resolve(params), live: story });
  } catch (error) {
    if (refusedStatus(error)) return null;
    throw error;
  }
}

/** The editor's story in place of the loaded one, when it is that story (`liveStory`). */
async function withLiveStory<Page extends { story: Story }>(page: Page, live: unknown): Promise<Page> {
  const story = await liveStory(live, page.story, {
    relations: pageRelations(),
    storiesByUuid: async (uuids) => (await siteServices().draftCms.getStories({ by_uuids: [...uuids], per_page: 100 })).stories,
  });
  return story ? { ...page, story } : page;
}

async function storyPage({ params, searchState, live }: SitePageProps) {
  const { locale: rawLocale, path: segments } = await params;
  // A listing's view (`?page=2`), which the proxy put in front of the path.
  const { path, view } = readListingView(segments);
  // No page for the URL: the 404 screen is the page, whole in the server's HTML, with its status
  // (notFound() here would leave only Next.js's bare error document; see NotFoundStatus). A page
  // rendered per request (the search with its results) is not a prerender, whose status a
  // boundary can set: it keeps notFound() for its 404.
  const notFoundAnswer = () => (searchState ? notFound() : <NotFoundAnswer locale={rawLocale} path={path} />);
  if (view === false) return notFoundAnswer();
  const loaded = await loadSitePage(rawLocale, path);
  if (!loaded) return notFoundAnswer();
  const page = live !== undefined && loaded.draft ? await withLiveStory(loaded, live) : loaded;
  const market = siteMarket();
  const { locale, siteConfig, match, draft } = page;
  // Only a view the listing can show has a page (and a cache entry): a made-up query is a 404.
  const listingView = view ? await loadListingView(rawLocale, path, view) : null;
  if (view && !listingView) return notFoundAnswer();
  // Product pages show related products: from Algolia Recommend when configured (a client
  // component on product pages only), else from the search engine (server-side, no script).
  const product = match.route === 'products-slug' && !draft;
  const recommend = product ? await recommendedProducts(locale, page.story) : null;
  let story = page.story;
  if (product)
    story = recommend
      ? withoutCmsRelated(story)
      : await withRelatedProducts(story, { locale, source: storySourceFor(draft) });
  const source = storySourceFor(draft);
  const registry = pageRegistry();
  const scope = { market, locale, storySlug: story.full_slug };

  const listingRequest = pageListingRequest({
    route: match.route,
    params: match.params,
    story,
    scope,
  });
  const requests: KeyedBlockDataRequest[] = [
    ...collectBlockData(story.content, registry, scope),
    ...(siteConfig
      ? collectBlockData(siteConfig.content, registry, {
          market,
          locale,
          storySlug: siteConfig.full_slug,
        })
      : []),
    ...(listingRequest ? [{ ...listingRequest, uid: LISTING_UID }] : []),
  ];
  const data = await loadData(source, requests);
  // The webhook (POST /api/revalidate) reaches this page through these tags, given once: the stories
  // and listings it shows, every story resolved inside them (relations, links, cards), and every
  // story it looked for, so a publish of any of them reaches it.
  // Not a 404 (no page here): the cache handler renders every 404 again on each request, and its
  // tags would be one cache file per URL tried, which a crawler of random URLs could grow without
  // end (check:resilience's fuzz).
  if (!draft)
    await tagPage(
      pageTags({
        stories: [story, siteConfig],
        listingPrefixes: requests.map((request) => request.startsWith),
        lookedUp: page.lookedUp,
        shown: shownStories([story.content, siteConfig?.content, ...Object.values(data)]),
      }),
    );

  const context = serverRenderContext({
    ...scope,
    draft,
    intl: await serverIntl(locale),
    data,
    report: (problem) =>
      console.warn(
        `[blocks] ${story.full_slug}: ${problem.kind} ${problem.component} ${problem.uid} ${problem.details.join('; ')}`,
      ),
  });
  const pageInput = {
    route: match.route,
    params: match.params,
    story,
    siteConfig,
    listing: data[LISTING_UID] ?? null,
    path: page.pathname,
  };
  const localePaths = localePathsOf({ market, locale, path: page.pathname, story });
  const structuredData = await pageStructuredData({
    market,
    locale,
    path: page.pathname,
    story,
    siteName: siteNameOf(siteConfig),
    origin: siteOrigin(),
    source,
    resolved: match,
  });
  // The search page is the search: its own box, no second one in the header.
  const searchPage = match.route === 'search';
  const chrome = pageChrome({
    market,
    locale,
    intl: context.intl,
    page: searchPage ? 'search-page' : 'public',
    localePaths,
  });
  if (searchPage) {
    return (
      <PageLayout
        name="with-prefooter"
        siteConfig={siteConfig}
        context={context}
        registry={registry}
        localeSwitch={chrome.localeSwitch}
        headerActions={chrome.headerActions}
        currentPath={page.pathname}
        footerActions={chrome.footerActions}
      >
        <SearchPage locale={locale} intl={context.intl} state={searchState} />
      </PageLayout>
    );
  }
  const content = (
    <>
      <JsonLd data={structuredData} />
      {/* StoryPage renders the route's template inside the route's layout (layoutFor). */}
      <StoryPage
        page={listingView ? { ...pageInput, query: listingView.query } : pageInput}
        context={context}
        registry={registry}
        localeSwitch={chrome.localeSwitch}
        headerActions={chrome.headerActions}
        currentPath={page.pathname}
        footerActions={chrome.footerActions}
      >
        {recommend}
      </StoryPage>
    </>
  );
  // The visual editor's bridge and live preview ship with draft previews only.
  if (!draft || live !== undefined) return content;
  return (
    <LazyLivePreview
      storyId={story.id}
      route={{ locale: rawLocale, ...(segments ? { path: segments } : {}) }}
      render={renderLiveStory}
      editorOrigins={editorOrigins()}
      relations={pageRelations()}
      badge={{
        label: context.intl.formatMessage({ id: 'preview.draft' }),
        exit: context.intl.formatMessage({ id: 'preview.exit' }),
        exitHref: `/api/draft/exit?${new URLSearchParams({ slug: page.pathname })}`,
      }}
    >
      {content}
    </LazyLivePreview>
  );
}
