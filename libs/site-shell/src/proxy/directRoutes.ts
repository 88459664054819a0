// Next.js loads this module from dist/ through next-config, so relative imports carry `.js`.
import { getRoute, getRouter, pathPattern, ROUTES, type LocaleCode, type Market, type RouteName } from '@clavis/i18n-routing';
import { LOCALE_SWITCH_PARAM } from '@clavis/i18n-routing/proxy';
import { LISTING_QUERY_KEYS } from '@clavis/blocks/listing';
import { notServedHere } from '../paths/servedRoutes.js';

/**
 * The routes whose requests skip the proxy: every route the site serves whose first segment is a
 * fixed word (home, /produkte/..., /uber-uns/...). A path alone tells them apart, so Next.js's own
 * router rewrites them to `/{locale}{path}` (`directRewrites`), which costs a regular expression
 * instead of the proxy's run: about half a prebuilt page's server time (see issue #9's bench).
 * `/:slug` and `/:customSlug` stay with the proxy, because a legacy path of the CMS's redirect
 * rules usually has that shape; so do the extranet, which answers like unknown paths, and search,
 * whose query the proxy reads (a search in the URL is rendered with its results).
 */
export const DIRECT_ROUTES: readonly RouteName[] = ROUTES.filter((route) => {
  const first = route.tokens[0];
  return (first === undefined || !first.startsWith(':')) && !notServedHere(route.name) && route.name !== 'search';
}).map((route) => route.name);

interface LocalePaths {
  locale: LocaleCode;
  /** The locale's root: `''` for the unprefixed default locale, else `/{locale}`. */
  prefix: string;
  /** `pathPattern` of the direct routes: the locale's paths below its root. */
  pattern: string;
}

function directPaths(market: Market): LocalePaths[] {
  const router = getRouter(market);
  return router.config.locales.map((locale) => ({ locale, prefix: router.prefix(locale), pattern: pathPattern({ locale, routes: DIRECT_ROUTES }) }));
}

export interface DirectRewrite {
  source: string;
  destination: string;
}

/** The first segments of a locale's direct routes below its root (`produkte`, `uber-uns`...), as patterns. */
function firstWords(locale: LocaleCode): string[] {
  const words = DIRECT_ROUTES.map((name) => getRoute(name).paths[locale].split('/')[1] ?? '').filter(Boolean);
  return [...new Set(words)].map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/**
 * Next.js config rewrites (`afterFiles`) that do the proxy's rewrite for the direct routes: the
 * public path goes to `/{locale}{path}`, where the pages are prebuilt. They apply to what the proxy
 * left alone, and to what it rewrote, which no longer starts with a direct route's first word; so
 * they test first words only (Next.js compiles every rewrite's pattern again on each request of a
 * page, up to the first that matches, so short patterns and the default locale first matter).
 * `proxyMatcher` holds the exact paths.
 */
export function directRewrites(market: Market): DirectRewrite[] {
  return directPaths(market).flatMap(({ locale, prefix }) => [
    { source: prefix || '/', destination: `/${locale}${prefix}` },
    { source: `${prefix}/:path((?:${firstWords(locale).join('|')})(?:/.*)?)`, destination: `/${locale}${prefix}/:path` },
  ]);
}

export type ProxyMatcher = string | { source: string; has: { type: 'query'; key: string }[] };

/** Files: a last segment with an extension (framework assets, favicon, sitemap...). */
const FILE = '.*\\.[A-Za-z0-9]+$';

/**
 * The proxy's matcher (each app's `src/proxy.ts` holds it as a literal, since Next.js reads it
 * without running the file): every path but framework files, route handlers, files and the direct
 * routes' paths; a locale switch (`?switchLocale=`) and a listing's view (`?page=2`, see
 * paths/listingViewPath) go through the proxy on any path. One entry
 * per locale root keeps each under Next.js's 4,096 characters per matcher.
 */
export function proxyMatcher(market: Market): ProxyMatcher[] {
  const paths = directPaths(market);
  const prefixed = paths.filter(({ prefix }) => prefix !== '').map(({ locale }) => locale);
  const unprefixed = paths.find(({ prefix }) => prefix === '');
  const rootExclusions = ['_next/', 'api/', FILE, ...(prefixed.length ? [`(?:${prefixed.join('|')})(?:/|$)`] : []), ...(unprefixed ? [`(?:${unprefixed.pattern})?$`] : [])];
  return [
    `/((?!${rootExclusions.join('|')}).*)`,
    ...paths.filter(({ prefix }) => prefix !== '').map(({ prefix, pattern }) => `${prefix}((?!${FILE}|(?:/(?:${pattern}))?$).*)`),
    ...[LOCALE_SWITCH_PARAM, ...LISTING_QUERY_KEYS].map((key) => ({ source: '/:path*', has: [{ type: 'query' as const, key }] })),
  ];
}

const CONFIG_LINE_START = 'export const config = ';

/** The one-line `config` export of an app's `src/proxy.ts`. */
export function proxyConfigLine(market: Market): string {
  return `${CONFIG_LINE_START}${JSON.stringify({ matcher: proxyMatcher(market) })};`;
}

/**
 * An app's `src/proxy.ts` source with its `config` line replaced by `proxyConfigLine(market)`:
 * the same source when the line is current, null when the file has no such line.
 */
export function withProxyConfigLine(source: string, market: Market): string | null {
  const lines = source.split('\n');
  const at = lines.findIndex((line) => line.startsWith(CONFIG_LINE_START));
  if (at < 0) return null;
  lines[at] = proxyConfigLine(market);
  return lines.join('\n');
}
