// Several instances of one market (issues #28 part 4 and #36 part 2): two germany servers, each
// from its own copy of the standalone folder and its own data folder (as on two machines), share
// one Redis. A publish announced to one of them shows on both within 5 seconds: a `/:slug` page,
// and a news item's page, its listing and /api/search, every instance warmed first (the
// second one asked first after the publish: it used to render the news item again from its own
// stale CMS answers and store that in the shared cache for both). With Redis stopped, both keep
// serving; restarted, the next publish reaches both. Everything runs on free ports of its own:
// Redis, a content server whose changes live in its memory only, and the two servers.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import { storyUrl } from '@clavis/cms-client';
import { getMarketConfig, localizePath, matchPath } from '@clavis/i18n-routing';
import { createCluster, freePort } from './instances.mjs';
import { startContentServer } from './processes.mjs';

const MARKET = 'germany';
const NEWS_FOLDER = 'de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns';
/** Every instance shows a publish within this time (issue #36). */
const WITHIN_MS = 5_000;

const titleOf = (html) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

const cluster = createCluster();
let redisPort;
let content;
let redis;
let instances;

const startRedis = () => cluster.startRedis(redisPort);
const redisIs = (answering) => cluster.redisIs(redisPort, answering);
const startInstance = (port) => cluster.startInstance(port, { market: MARKET, contentURL: content.contentURL, redisPort });

async function admin(path, method = 'GET', body) {
  const response = await fetch(`${content.contentURL}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.ok(response.ok, `${method} ${path}: ${response.status}`);
  return response.json();
}

async function publishedStories(startsWith) {
  const response = await fetch(`${content.contentURL}/v2/cdn/stories?starts_with=${startsWith}/&per_page=100&token=clavis-local-public-token`);
  return (await response.json()).stories;
}

/** A generic page (`/:slug`) of the market. */
async function genericPage() {
  for (const locale of getMarketConfig(MARKET).locales) {
    for (const { full_slug: fullSlug, content: story } of await publishedStories(`${locale}/${MARKET}`)) {
      if (story.component !== 'page' || fullSlug.endsWith('/')) continue;
      const url = storyUrl({ market: MARKET, fullSlug });
      if (url && matchPath({ market: MARKET, pathname: url })?.route === 'page') return { fullSlug, url };
    }
  }
  throw new Error(`no generic page in ${MARKET}`);
}

/** The newest news item (first in its listing, which sorts by date) and the listing's URL. */
async function newsItem() {
  const news = (await publishedStories(NEWS_FOLDER)).filter(({ content: story }) => story.component === 'news');
  assert.ok(news.length > 0, `no news in ${NEWS_FOLDER}`);
  const [newest] = news.sort((a, b) => String(b.content.date).localeCompare(String(a.content.date)));
  return {
    fullSlug: newest.full_slug,
    url: storyUrl({ market: MARKET, fullSlug: newest.full_slug }),
    listing: localizePath({ market: MARKET, locale: 'de', route: 'events-and-news-news-about-us' }),
  };
}

async function pageOn(instance, url) {
  const response = await fetch(`${instance.baseURL}${url}`);
  const html = await response.text();
  return { status: response.status, title: titleOf(html), html };
}

/** The titles /api/search finds for `query` in the German index. */
async function searchOn(instance, query) {
  const response = await fetch(`${instance.baseURL}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requests: [{ indexName: `${MARKET}_de`, params: { query, hitsPerPage: 5 } }] }),
  });
  assert.equal(response.status, 200);
  return (await response.json()).results[0].hits.map((hit) => hit.title);
}

/** Changes a story's title (and its SEO title) to `marker` through the content server: its webhook goes to the first instance. */
async function publishTitle(fullSlug, marker) {
  const { story } = await admin(`/__admin/stories/${fullSlug}`);
  const { seo } = story.content;
  const answer = await admin(`/__admin/stories/${fullSlug}`, 'PUT', {
    content: { ...story.content, title: marker, ...(seo ? { seo: { ...seo, title: marker } } : {}) },
  });
  assert.deepEqual(answer.webhooks, [{ url: `${instances[0].baseURL}/api/revalidate`, status: 200 }]);
}

/**
 * Polls every check until each has seen the change, at most `WITHIN_MS` after `since`; answers
 * the time each took. The instances are asked in the order given.
 */
async function untilEverywhere(since, checks) {
  const seen = new Map();
  while (seen.size < checks.length && Date.now() - since < WITHIN_MS) {
    for (const [name, check] of checks) {
      if (!seen.has(name) && (await check())) seen.set(name, Date.now() - since);
    }
    if (seen.size < checks.length) await sleep(100);
  }
  const missing = checks.map(([name]) => name).filter((name) => !seen.has(name));
  assert.deepEqual(missing, [], `not current within ${WITHIN_MS} ms: ${missing.join(', ')}`);
  return seen;
}

before(async () => {
  redisPort = await freePort();
  redis = startRedis();
  await redisIs(true);
  content = cluster.add(await startContentServer(await freePort()));
  instances = await Promise.all([await freePort(), await freePort()].map(startInstance));
  await admin('/__admin/webhooks', 'PUT', { urls: [`${instances[0].baseURL}/api/revalidate`] });
});

after(() => cluster.cleanUp());

test('a webhook to one instance refreshes a /:slug page on the other within 5 s', async (t) => {
  const [first, second] = instances;
  const target = await genericPage();
  // Both instances have served (and so cached) the page before the change.
  for (const instance of instances) assert.equal((await pageOn(instance, target.url)).status, 200);

  const marker = `Shared ${Date.now()}`;
  const published = Date.now();
  await publishTitle(target.fullSlug, marker);
  const seen = await untilEverywhere(published, [['second instance', async () => (await pageOn(second, target.url)).title.includes(marker)]]);
  t.diagnostic(`the change reached the second instance in ${seen.get('second instance')} ms`);
  console.log(`webhook to first instance -> /:slug page current on the second: ${seen.get('second instance')} ms`);
  assert.ok((await pageOn(first, target.url)).title.includes(marker));
});

test("a news item's page, its listing and /api/search are current on every instance within 5 s, whichever asks first", async (t) => {
  const [first, second] = instances;
  const news = await newsItem();
  // Every instance warmed: the page, its listing and a search for it (each instance's CMS answers
  // and search index now hold the old version).
  for (const instance of [second, first]) {
    assert.equal((await pageOn(instance, news.url)).status, 200);
    assert.equal((await pageOn(instance, news.listing)).status, 200);
    assert.ok((await searchOn(instance, 'Clavis')).length > 0);
  }

  const marker = `Meldung${Date.now()}`;
  const published = Date.now();
  await publishTitle(news.fullSlug, marker);
  // The second instance asks first: what it renders goes to the cache both serve from.
  const checks = [];
  for (const [name, instance] of [['second', second], ['first', first]]) {
    checks.push(
      [`${name} instance's news page`, async () => (await pageOn(instance, news.url)).html.includes(marker)],
      [`${name} instance's listing`, async () => (await pageOn(instance, news.listing)).html.includes(marker)],
      [`${name} instance's /api/search`, async () => (await searchOn(instance, marker)).some((title) => title.includes(marker))],
    );
  }
  const seen = await untilEverywhere(published, checks);
  const last = Math.max(...seen.values());
  t.diagnostic(`times after the publish: ${JSON.stringify(Object.fromEntries(seen))}`);
  console.log(`webhook to first instance -> news page, listing and search current on both: ${last} ms`);
});

test('without Redis both keep serving; with Redis back, the next publish reaches both within 5 s', async (t) => {
  const [first, second] = instances;
  const target = await genericPage();
  const before = (await pageOn(first, target.url)).title;

  redis.stop();
  await redisIs(false);
  for (const instance of instances) {
    for (let request = 0; request < 3; request += 1) {
      const page = await pageOn(instance, target.url);
      assert.equal(page.status, 200);
      assert.equal(page.title, before, `${instance.baseURL} serves "${page.title}" without Redis`);
    }
  }

  // An empty Redis again, as after a restart without persistence.
  redis = startRedis();
  await redisIs(true);
  // The instances reconnect by themselves (every 2 s at most).
  await sleep(2_500);
  const marker = `Back ${Date.now()}`;
  const published = Date.now();
  await publishTitle(target.fullSlug, marker);
  const seen = await untilEverywhere(published, [
    ['second instance', async () => (await pageOn(second, target.url)).title.includes(marker)],
    ['first instance', async () => (await pageOn(first, target.url)).title.includes(marker)],
  ]);
  t.diagnostic(`after Redis came back, the publish reached both in ${Math.max(...seen.values())} ms`);
});
