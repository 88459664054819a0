import { expect, test } from './support/test';
import { eachConcurrently } from './support/eachConcurrently';
import { suiteMarket } from './support/market';
import { sitePages } from './support/siteStories';

const ASSET = /^\/(_next|f)\//;
/** Requests in flight at once. */
const CONCURRENCY = 6;

/** Internal links of a page's HTML: same-site paths, without fragments. */
function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
    const value = (href ?? '').replace(/&amp;/g, '&');
    if (!value.startsWith('/') || value.startsWith('//') || ASSET.test(value)) continue;
    links.add(value.split('#')[0] || '/');
  }
  return [...links];
}

// Every market, every prebuilt page: it has a title, and none of its internal links is broken.
test('no prebuilt page lacks a title or links to a missing page', async ({ request }) => {
  test.setTimeout(600_000);
  const pages = await sitePages(suiteMarket());
  const untitled: string[] = [];
  const notOk: string[] = [];
  const answered = new Set<string>();
  const linkedFrom = new Map<string, string>();
  await eachConcurrently(pages, CONCURRENCY, async (page) => {
    const response = await request.get(page.url, { maxRedirects: 0 });
    if (response.status() === 200) answered.add(page.url);
    else notOk.push(`${page.url} (${response.status()})`);
    const html = await response.text();
    if (!/<title>[^<]+<\/title>/.test(html)) untitled.push(page.url);
    for (const link of internalLinks(html)) if (!linkedFrom.has(link)) linkedFrom.set(link, page.url);
  });
  // A link to a page crawled above has just answered 200.
  const broken: string[] = [];
  await eachConcurrently(
    [...linkedFrom].filter(([link]) => !answered.has(link)),
    CONCURRENCY,
    async ([link, from]) => {
      const status = (await request.get(link)).status();
      if (status >= 400) broken.push(`${link} (${status}, linked from ${from})`);
    },
  );
  test.info().annotations.push({ type: 'crawl', description: `${pages.length} pages, ${linkedFrom.size} distinct internal links` });
  expect(notOk, 'prebuilt pages not answering 200').toEqual([]);
  expect(untitled, 'pages without a title').toEqual([]);
  expect(broken, 'broken internal links').toEqual([]);
});
