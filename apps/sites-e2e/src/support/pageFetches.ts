import type { APIRequestContext } from './test';

/** What the crawls read of a page: its status, where a redirect leads, its title and its links. */
export interface FetchedPage {
  status: number;
  /** A redirect's target as path and query, resolved against the page's URL; null otherwise. */
  location: string | null;
  html: boolean;
  titled: boolean;
  /** Every `<a href>` value of the page, `&amp;` unescaped, in order. */
  hrefs: string[];
}

/** Per worker: each URL is fetched once however many crawls ask for it. */
const fetched = new Map<string, Promise<FetchedPage>>();

async function load(request: APIRequestContext, url: string): Promise<FetchedPage> {
  const response = await request.get(url, { maxRedirects: 0 });
  const status = response.status();
  const header = response.headers()['location'];
  const target = status >= 300 && status < 400 && header ? new URL(header, `${SAME_SITE}${url}`) : null;
  // A redirect off the site ends the crawl's way there.
  const location = target && target.origin === SAME_SITE ? pathAndQuery(target) : null;
  const html = (response.headers()['content-type'] ?? '').startsWith('text/html');
  const body = html ? await response.text() : '';
  await response.dispose();
  return {
    status,
    location,
    html,
    titled: /<title>[^<]+<\/title>/.test(body),
    hrefs: [...body.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/g)].map(([, href = '']) => href.replace(/&amp;/g, '&')),
  };
}

/** Stands for the site's origin while resolving a redirect's target. */
const SAME_SITE = 'http://site.invalid';

const pathAndQuery = (url: URL) => `${url.pathname}${url.search}`;

/**
 * A same-site URL (path and query) as the server answers it, without following a redirect. The
 * link crawls of a market (crawl.spec.ts) ask for the same two thousand pages; they share the
 * answers of their worker instead of each asking the server again.
 */
export function fetchPage(request: APIRequestContext, url: string): Promise<FetchedPage> {
  let page = fetched.get(url);
  if (!page) {
    page = load(request, url);
    fetched.set(url, page);
    // A failed request is asked again by the next crawl, not remembered.
    page.catch(() => fetched.delete(url));
  }
  return page;
}

/** The page a URL ends at, redirects followed (at most 10), and that page's URL. */
export async function followPage(request: APIRequestContext, url: string): Promise<{ page: FetchedPage; landed: string }> {
  let landed = url;
  let page = await fetchPage(request, landed);
  for (let hops = 0; page.location && hops < 10; hops += 1) {
    landed = page.location;
    page = await fetchPage(request, landed);
  }
  return { page, landed };
}
