import { parseFullSlug, resolveRequest, storyUrl, type Story } from '@clavis/cms-client';
import { getMarketConfig, languageTag, type LocaleCode, type Market } from '@clavis/i18n-routing';
import { notServedHere } from '../paths/servedRoutes';
import { absoluteUrl } from './siteOrigin';

/** A page's URL path in each locale of the market that has it. */
export type LocalePaths = Partial<Record<LocaleCode, string>>;

/**
 * The URL a story would be served at on this market's site, or null when the market serves no
 * page there (another market's folder, a route served elsewhere, a catalogue story outside `global`).
 */
export function servedStoryUrl(market: Market, fullSlug: string): string | null {
  const url = storyUrl({ market, fullSlug });
  const resolved = url ? resolveRequest({ market, pathname: url }) : null;
  if (!url || !resolved || notServedHere(resolved.route)) return null;
  if (resolved.catalogue && parseFullSlug(fullSlug)?.folder !== 'global') return null;
  return url;
}

/**
 * The same page in every locale of the market, from the story's alternates (the same story in
 * the other locale folders, DESIGN.md section 3): the current locale's path plus each published
 * alternate the market serves. `isServed` narrows the alternates further (the sitemap keeps only
 * prebuilt pages).
 */
export function localePathsOf({
  market,
  locale,
  path,
  story,
  isServed = () => true,
}: {
  market: Market;
  locale: LocaleCode;
  path: string;
  story: Pick<Story, 'alternates'>;
  isServed?: (url: string) => boolean;
}): LocalePaths {
  const served = getMarketConfig(market).locales;
  const paths: LocalePaths = { [locale]: path };
  for (const alternate of story.alternates ?? []) {
    if (!alternate.published) continue;
    const other = parseFullSlug(alternate.full_slug)?.locale;
    if (!other || other === locale || !served.includes(other) || paths[other]) continue;
    const url = servedStoryUrl(market, alternate.full_slug);
    if (url && isServed(url)) paths[other] = url;
  }
  return paths;
}

/**
 * hreflang -> absolute URL for every locale version, in the market's locale order, plus
 * `x-default` (the market's default locale, when it has the page). hreflang values are the
 * locales' BCP 47 tags, as `<html lang>` has them.
 */
export function hreflangUrls(market: Market, paths: LocalePaths, origin: string): Record<string, string> {
  const { locales, defaultLocale } = getMarketConfig(market);
  const links: Record<string, string> = {};
  for (const locale of locales) {
    const path = paths[locale];
    if (path !== undefined) links[languageTag(market, locale)] = absoluteUrl(origin, path);
  }
  const fallback = paths[defaultLocale];
  if (fallback !== undefined) links['x-default'] = absoluteUrl(origin, fallback);
  return links;
}
