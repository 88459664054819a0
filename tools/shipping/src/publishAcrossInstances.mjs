// Publishes across the instances of one market (issue #36 part 2), as one piece that both the
// shipping e2e (sharedInstances.test.mjs, which asserts) and `npm run check:resilience` (which prints
// the figures) run: Redis, a content server whose changes live in its memory only, and germany
// servers each from its own standalone copy and data folder, all on free ports. A step answers
// what it measured and never throws for a goal missed, so the check can print a row for it.
import { storyUrl } from '@clavis/cms-client';
import { getMarketConfig, localizePath, matchPath } from '@clavis/i18n-routing';
import { setTimeout as sleep } from 'node:timers/promises';
import { startInstances } from './instances.mjs';

export const MARKET = 'germany';
const NEWS_FOLDER = 'de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns';
/** Every instance shows a publish within this time (issue #36). */
export const WITHIN_MS = 5_000;
/** How long Redis stays away in the outage step (issue #36: 10 s). */
export const OUTAGE_MS = 10_000;

const titleOf = (html) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

async function pageOn(instance, url) {
  const response = await fetch(`${instance.baseURL}${url}`, { signal: AbortSignal.timeout(15_000) });
  const html = await response.text();
  return { status: response.status, title: titleOf(html), html };
}

/** The status and the titles /api/search finds for `query` in the German index. */
async function searchOn(instance, query) {
  const response = await fetch(`${instance.baseURL}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requests: [{ indexName: `${MARKET}_de`, params: { query, hitsPerPage: 5 } }] }),
    signal: AbortSignal.timeout(15_000),
  });
  if (response.status !== 200) return { status: response.status, titles: [] };
  return { status: 200, titles: (await response.json()).results[0].hits.map((hit) => hit.title) };
}

/**
 * Starts Redis, the content server and `count` germany instances (startInstances), the content
 * server's webhook going to the first instance. Answers the cluster and its steps; `cleanUp` stops
 * everything.
 */
export async function startPublishCluster({ count = 3 } = {}) {
  const started = await startInstances({ count, market: MARKET });
  try {
    return { ...(await publishSteps(started)), cleanUp: started.cleanUp };
  } catch (error) {
    await started.cleanUp();
    throw error;
  }
}

/**
 * The publish steps over instances startInstances started (germany's, sharing one Redis), the
 * content server's webhook set to go to the first instance. The steps need every instance alive.
 */
export async function publishSteps({ instances, content, stopRedis, startRedis }) {
  const receiver = instances[0];

  async function admin(path, method = 'GET', body) {
    const response = await fetch(`${content.contentURL}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return response.json();
  }
  await admin('/__admin/webhooks', 'PUT', { urls: [`${receiver.baseURL}/api/revalidate`] });

  const publishedStories = async (startsWith) =>
    (await (await fetch(`${content.contentURL}/v2/cdn/stories?starts_with=${startsWith}/&per_page=100&token=clavis-local-public-token`, { signal: AbortSignal.timeout(15_000) })).json()).stories;

  /** The newest news item (first in its listing, which sorts by date) and the listing's URL. */
  const news = await (async () => {
    const items = (await publishedStories(NEWS_FOLDER)).filter(({ content: story }) => story.component === 'news');
    if (items.length === 0) throw new Error(`no news in ${NEWS_FOLDER}`);
    const [newest] = items.sort((a, b) => String(b.content.date).localeCompare(String(a.content.date)));
    return {
      fullSlug: newest.full_slug,
      url: storyUrl({ market: MARKET, fullSlug: newest.full_slug }),
      listing: localizePath({ market: MARKET, locale: 'de', route: 'events-and-news-news-about-us' }),
    };
  })();

  /** A generic page (`/:slug`) of the market. */
  const page = await (async () => {
    for (const locale of getMarketConfig(MARKET).locales) {
      for (const { full_slug: fullSlug, content: story } of await publishedStories(`${locale}/${MARKET}`)) {
        if (story.component !== 'page' || fullSlug.endsWith('/')) continue;
        const url = storyUrl({ market: MARKET, fullSlug });
        if (url && matchPath({ market: MARKET, pathname: url })?.route === 'page') return { fullSlug, url };
      }
    }
    throw new Error(`no generic page in ${MARKET}`);
  })();

  /** What an instance shows of the news item and the generic page: each check true once `marker` shows. */
  const checksOf = (instance, name, { newsMarker, pageMarker }) => [
    ...(newsMarker
      ? [
          [`${name}: news page`, async () => (await pageOn(instance, news.url)).html.includes(newsMarker)],
          [`${name}: listing`, async () => (await pageOn(instance, news.listing)).html.includes(newsMarker)],
          [`${name}: /api/search`, async () => (await searchOn(instance, newsMarker)).titles.some((title) => title.includes(newsMarker))],
        ]
      : []),
    ...(pageMarker ? [[`${name}: /:slug page`, async () => (await pageOn(instance, page.url)).title.includes(pageMarker)]] : []),
  ];
  const names = instances.map((_, index) => `instance ${index + 1}`);

  /** Changes a story's title (and its SEO title) through the content server, which sends its webhook to the first instance. */
  async function publishTitle(fullSlug, marker) {
    const { story } = await admin(`/__admin/stories/${fullSlug}`);
    const { seo } = story.content;
    const answer = await admin(`/__admin/stories/${fullSlug}`, 'PUT', {
      content: { ...story.content, title: marker, ...(seo ? { seo: { ...seo, title: marker } } : {}) },
    });
    return answer.webhooks;
  }

  /**
   * Asks each check again and again (each on its own, 50 ms apart) until it has seen the change,
   * at most `withinMs` after `since`. Answers the time each took (when its answer showed the
   * change), those missing, and the last time when none is.
   */
  async function untilEverywhere(since, checks, withinMs) {
    const seen = new Map();
    await Promise.all(
      checks.map(async ([name, check]) => {
        while (Date.now() - since < withinMs) {
          if (await check().catch(() => false)) {
            seen.set(name, Date.now() - since);
            return;
          }
          await sleep(50);
        }
      }),
    );
    const missing = checks.map(([name]) => name).filter((name) => !seen.has(name) || seen.get(name) > withinMs);
    return { seen, missing, last: seen.size ? Math.max(...seen.values()) : undefined };
  }

  const everyCheck = (markers) => instances.flatMap((instance, index) => checksOf(instance, names[index], markers));

  return {
    instances,
    names,
    news,
    page,
    /**
     * Every instance renders the news item, its listing, a search for it and the generic page
     * (instances at once, each its pages in turn): each now holds the old version in its CMS
     * answers, search index and remembered pages. Answers the requests not answered 200.
     */
    async warm() {
      const failures = [];
      await Promise.all(
        instances.map(async (instance, index) => {
          for (const url of [news.url, news.listing, page.url]) {
            const { status } = await pageOn(instance, url);
            if (status !== 200) failures.push(`${names[index]} ${url}: ${status}`);
          }
          const { status, titles } = await searchOn(instance, 'Clavis');
          if (status !== 200 || titles.length === 0) failures.push(`${names[index]} /api/search: ${status}, ${titles.length} hits`);
        }),
      );
      return failures;
    },
    /**
     * Publishes a new title of the news item and of the generic page (two webhooks to the first
     * instance), then waits until the news page, the listing, /api/search and the generic page
     * show them on every instance (at most `withinMs`). Answers the webhooks' answers and what untilEverywhere found.
     */
    async publishEverywhere(label, withinMs = WITHIN_MS) {
      const markers = { newsMarker: `Meldung${label}${Date.now()}`, pageMarker: `Seite ${label} ${Date.now()}` };
      const since = Date.now();
      const webhooks = [...(await publishTitle(news.fullSlug, markers.newsMarker)), ...(await publishTitle(page.fullSlug, markers.pageMarker))];
      const answered = Date.now() - since;
      const result = await untilEverywhere(since, everyCheck(markers), withinMs);
      return { ...result, webhooks, answered, markers };
    },
    /**
     * Stops Redis for `ms` (from when it no longer answers) while one client per instance keeps
     * asking for the news page, its listing, a search and the generic page; then starts an empty
     * Redis again (as a restart without persistence does) and waits until it answers. Answers,
     * per instance, the requests made, those served (200 showing `markers`, the last publish),
     * those answered 200 with older content (stale), and the errors (another status, no answer).
     */
    async redisOutage(markers, ms = OUTAGE_MS) {
      await stopRedis();
      const stopped = Date.now();
      const perInstance = await Promise.all(
        instances.map(async (instance, index) => {
          const counts = { requests: 0, served: 0, stale: 0, errors: [] };
          const asks = [
            async () => ({ ...(await pageOn(instance, news.url)), shows: (answer) => answer.html.includes(markers.newsMarker) }),
            async () => ({ ...(await pageOn(instance, news.listing)), shows: (answer) => answer.html.includes(markers.newsMarker) }),
            async () => ({ ...(await searchOn(instance, markers.newsMarker)), shows: (answer) => answer.titles.some((title) => title.includes(markers.newsMarker)) }),
            async () => ({ ...(await pageOn(instance, page.url)), shows: (answer) => answer.title.includes(markers.pageMarker) }),
          ];
          while (Date.now() - stopped < ms) {
            const ask = asks[counts.requests % asks.length];
            counts.requests += 1;
            try {
              const answer = await ask();
              if (answer.status !== 200) counts.errors.push(`${names[index]}: request ${counts.requests} answered ${answer.status}`);
              else if (answer.shows(answer)) counts.served += 1;
              else counts.stale += 1;
            } catch (error) {
              counts.errors.push(`${names[index]}: request ${counts.requests}: ${error.message}`);
            }
          }
          return counts;
        }),
      );
      const outageMs = Date.now() - stopped;
      await startRedis();
      return { outageMs, perInstance };
    },
  };
}
