import { expect, test, type APIRequestContext } from './support/test';
import { storyUrl } from '@clavis/cms-client';
import { getMarketConfig, LOCALES, LOCALE_COOKIE, type LocaleCode, type Market } from '@clavis/i18n-routing';
import { suiteMarket } from './support/market';
import { sitePages, type SitePage } from './support/siteStories';

const CONTENT = process.env.CONTENT_URL ?? 'http://127.0.0.1:4100';
const TOKEN = 'clavis-local-public-token';

interface SitemapEntry {
  loc: string;
  /** hreflang -> href */
  alternates: Record<string, string>;
}

const decode = (value: string) => value.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"');

function parseSitemap(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => {
    const loc = decode(/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '');
    const alternates: Record<string, string> = {};
    for (const link of body.matchAll(/<xhtml:link\b[^>]*>/g)) {
      const hreflang = /hreflang="([^"]+)"/.exec(link[0])?.[1];
      const href = /href="([^"]+)"/.exec(link[0])?.[1];
      if (hreflang && href) alternates[hreflang] = decode(href);
    }
    return { loc, alternates };
  });
}

const pathOf = (url: string) => new URL(url).pathname;

/** The `content` of every `<meta>` with this property or name, in document order. */
function metaContents(html: string, key: string): string[] {
  const values: string[] = [];
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    if (new RegExp(`(?:property|name)="${key}"`).test(tag)) values.push(decode(/content="([^"]*)"/.exec(tag)?.[1] ?? ''));
  }
  return values;
}

function linkHref(html: string, rel: string, hreflang?: string): string | undefined {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!tag.includes(`rel="${rel}"`)) continue;
    if (hreflang !== undefined && !tag.includes(`hrefLang="${hreflang}"`) && !tag.includes(`hreflang="${hreflang}"`)) continue;
    return decode(/href="([^"]+)"/.exec(tag)?.[1] ?? '');
  }
  return undefined;
}

/** Every JSON-LD node of the page (graphs flattened). */
function jsonLdNodes(html: string): Record<string, unknown>[] {
  const nodes: Record<string, unknown>[] = [];
  for (const [, json = ''] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(json) as { '@graph'?: Record<string, unknown>[] } & Record<string, unknown>;
    nodes.push(...(data['@graph'] ?? [data]));
  }
  return nodes;
}

/** The story's versions in the market's other locales, as the content server links them. */
async function translatedUrls(market: Market, fullSlug: string): Promise<Partial<Record<LocaleCode, string>>> {
  const response = await fetch(`${CONTENT}/v2/cdn/stories/${fullSlug}?token=${TOKEN}`);
  const { story } = (await response.json()) as { story: { alternates: { full_slug: string; published: boolean }[] } };
  const urls: Partial<Record<LocaleCode, string>> = {};
  for (const alternate of story.alternates) {
    const url = alternate.published ? storyUrl({ market, fullSlug: alternate.full_slug }) : null;
    const locale = alternate.full_slug.split('/')[0] as LocaleCode;
    if (url) urls[locale] = url;
  }
  return urls;
}

async function sitemapOf(request: APIRequestContext): Promise<SitemapEntry[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  return parseSitemap(await response.text());
}

test.describe('SEO', () => {
  test('the sitemap lists every prebuilt page once, with hreflang alternates that agree', async ({ request, baseURL }) => {
    test.setTimeout(120_000);
    const market = suiteMarket();
    const { locales, defaultLocale } = getMarketConfig(market);
    const entries = await sitemapOf(request);
    const pages = await sitePages(market);

    // Thank-you pages are prebuilt but kept out of search engines (issue #38): not in the sitemap.
    const thankYou = pages.filter((page) => page.route === 'custom-landing' && page.fullSlug.endsWith('/thank-you'));
    expect(thankYou.length, 'a thank-you page in every locale').toBe(locales.length);
    const indexed = pages.filter((page) => !thankYou.includes(page));

    const locs = entries.map((entry) => entry.loc);
    expect(new Set(locs).size, 'no page twice').toBe(locs.length);
    expect(locs.map(pathOf).sort()).toEqual(indexed.map((page) => page.url).sort());
    for (const loc of locs) expect(new URL(loc).origin).toBe(new URL(baseURL ?? '').origin);

    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    const pageByUrl = new Map(indexed.map((page) => [page.url, page]));
    const problems: string[] = [];
    for (const entry of entries) {
      const page = pageByUrl.get(pathOf(entry.loc)) as SitePage;
      const own = LOCALES[page.locale].iso;
      if (entry.alternates[own] !== entry.loc) problems.push(`${entry.loc}: no hreflang ${own} to itself`);
      const defaultVersion = entry.alternates[LOCALES[defaultLocale].iso];
      if (entry.alternates['x-default'] !== defaultVersion) problems.push(`${entry.loc}: x-default is not the ${defaultLocale} version`);
      for (const [hreflang, href] of Object.entries(entry.alternates)) {
        if (hreflang !== 'x-default' && !locales.some((locale) => LOCALES[locale].iso === hreflang)) problems.push(`${entry.loc}: hreflang ${hreflang}`);
        const other = byLoc.get(href);
        if (!other) problems.push(`${entry.loc}: alternate ${href} is not in the sitemap`);
        else if (JSON.stringify(other.alternates) !== JSON.stringify(entry.alternates)) problems.push(`${entry.loc} and ${href} list different alternates`);
      }
    }
    expect(problems).toEqual([]);

    // A detail page with translated slugs carries each translation the market serves.
    const news = pages.find((page) => page.route === 'events-and-news-news-about-us-slug' && page.locale === defaultLocale);
    expect(news).toBeDefined();
    const expected = { ...(await translatedUrls(market, news!.fullSlug)), [news!.locale]: news!.url };
    const listed = byLoc.get(new URL(news!.url, baseURL).href)!.alternates;
    for (const locale of locales) {
      expect(listed[LOCALES[locale].iso] && pathOf(listed[LOCALES[locale].iso]!), `${news!.url} in ${locale}`).toBe(expected[locale]);
    }
  });

  test('a thank-you page answers, and asks search engines not to index it', async ({ request }) => {
    const market = suiteMarket();
    const thankYou = (await sitePages(market)).filter((page) => page.route === 'custom-landing' && page.fullSlug.endsWith('/thank-you'));
    for (const page of thankYou) {
      const response = await request.get(page.url);
      expect(response.status(), page.url).toBe(200);
      expect(metaContents(await response.text(), 'robots'), page.url).toEqual(['noindex, follow']);
    }
  });

  test('robots.txt allows the pages and names the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toContain('Allow: /');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
  });

  for (const [route, type] of [
    ['products-slug', 'Product'],
    ['events-and-news-news-about-us-slug', 'NewsArticle'],
  ] as const) {
    test(`a ${route} page has its canonical URL, hreflang, Open Graph, Twitter and ${type} JSON-LD`, async ({ request, baseURL }) => {
      const market = suiteMarket();
      const { locales, defaultLocale } = getMarketConfig(market);
      const target = (await sitePages(market)).find((page) => page.route === route && page.locale === defaultLocale);
      expect(target).toBeDefined();
      const response = await request.get(target!.url, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const url = new URL(target!.url, baseURL).href;
      const iso = LOCALES[defaultLocale].iso;

      expect(html).toContain(`<html lang="${iso}"`);
      expect(linkHref(html, 'canonical')).toBe(url);
      expect(linkHref(html, 'alternate', iso)).toBe(url);
      expect(linkHref(html, 'alternate', 'x-default')).toBe(url);
      const translations = await translatedUrls(market, target!.fullSlug);
      for (const locale of locales.filter((other) => other !== defaultLocale && translations[other])) {
        expect(linkHref(html, 'alternate', LOCALES[locale].iso), locale).toBe(new URL(translations[locale]!, baseURL).href);
      }

      expect(metaContents(html, 'og:url')).toEqual([url]);
      expect(metaContents(html, 'og:title')[0]).toContain(target!.name);
      expect(metaContents(html, 'og:locale')).toEqual([iso.replace('-', '_')]);
      const alternateLocales = locales.filter((other) => other !== defaultLocale && translations[other]).map((other) => LOCALES[other].iso.replace('-', '_'));
      expect(metaContents(html, 'og:locale:alternate').sort()).toEqual(alternateLocales.sort());
      expect(metaContents(html, 'og:image')[0]).toMatch(/^https?:\/\/.+\.(jpg|jpeg|png|webp)/);
      expect(metaContents(html, 'twitter:card')).toEqual(['summary_large_image']);
      expect(metaContents(html, 'robots')).toEqual(['index, follow']);

      const nodes = jsonLdNodes(html);
      expect(nodes.map((node) => node['@type'])).toEqual(expect.arrayContaining(['Organization', type, 'BreadcrumbList']));
      const main = nodes.find((node) => node['@type'] === type)!;
      if (type === 'Product') expect(main).toMatchObject({ name: target!.name, url, brand: { name: 'Clavis' } });
      else expect(main).toMatchObject({ headline: target!.name, mainEntityOfPage: url, inLanguage: iso });
      const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList')!['itemListElement'] as { position: number; item: string }[];
      expect(crumbs[0]).toMatchObject({ position: 1 });
      expect(crumbs.at(-1)).toMatchObject({ item: url });
    });
  }

  test('error pages are not indexed', async ({ request }) => {
    const home = getMarketConfig(suiteMarket()).i18nStrategy === 'prefix' ? `/${getMarketConfig(suiteMarket()).defaultLocale}` : '';
    const response = await request.get(`${home}/no-such-page-anywhere/really`);
    expect(response.status()).toBe(404);
    expect(metaContents(await response.text(), 'robots').join(' ')).toContain('noindex');
  });

  test('the locale switcher leads to the translated page and remembers the choice in the cookie', async ({ page, context }) => {
    const market = suiteMarket();
    const { locales, defaultLocale } = getMarketConfig(market);
    test.skip(locales.length < 2, 'one locale: no switcher');
    const pages = await sitePages(market);
    const news = pages.find((candidate) => candidate.route === 'events-and-news-news-about-us-slug' && candidate.locale === defaultLocale)!;
    const translations = await translatedUrls(market, news.fullSlug);
    const target = locales.find((locale) => locale !== defaultLocale && translations[locale] && translations[locale] !== news.url);
    expect(target, 'a translation with its own slug').toBeDefined();

    await page.goto(news.url);
    const switcher = page.getByRole('navigation', { name: await switcherLabel(page) });
    await expect(switcher.getByRole('link', { name: endonym(defaultLocale) })).toHaveAttribute('aria-current', 'page');
    const before = Date.now();
    await switcher.getByRole('link', { name: endonym(target!) }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(translations[target!]!)}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALES[target!].iso);

    const cookie = (await context.cookies()).find((candidate) => candidate.name === LOCALE_COOKIE);
    expect(cookie).toMatchObject({ value: target, path: '/', sameSite: 'Lax', secure: false, httpOnly: false });
    const days = (cookie!.expires * 1000 - before) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThan(365.1);
  });
});

const ENDONYMS: Record<LocaleCode, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  pt: 'Português',
  fr: 'Français',
  it: 'Italiano',
  ro: 'Română',
  nl: 'Nederlands',
  ru: 'Русский',
};
const endonym = (locale: LocaleCode) => ENDONYMS[locale];

/** The switcher's accessible name is the page language's word for "Language". */
async function switcherLabel(page: import('./support/test').Page): Promise<string> {
  return (await page.locator('nav:has(a[hreflang])').first().getAttribute('aria-label')) ?? '';
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
