import {
  getMarketConfig,
  isLocaleCode,
  localizePath,
  matchPath,
  type LocaleCode,
  type Market,
} from '@clavis/i18n-routing';

export interface StoryLocation {
  locale: LocaleCode;
  /** The market folder (`global`, a market) or `extranet`. */
  folder: string;
  /** The slug path below the folder, without a trailing slash (`` for a folder's start page). */
  path: string;
}

/** Splits a full slug of the content tree (DESIGN.md section 3): `de/germany/uber-uns/` -> de, germany, `uber-uns`. */
export function parseFullSlug(fullSlug: string): StoryLocation | null {
  const segments = fullSlug.replace(/^\/+|\/+$/g, '').split('/');
  const [locale, folder, ...rest] = segments;
  if (!locale || !folder || !isLocaleCode(locale)) return null;
  return { locale, folder, path: rest.join('/') };
}

/**
 * The URL of a story on a market's site: the slug path below its market folder *is* the localized
 * URL path (DESIGN.md section 3), behind the market's locale prefix, which i18n-routing owns.
 * Answers null when the story is not on this market's site: a locale the market does not serve, a
 * folder of another market, or a path no route of the market matches.
 *
 * `storyUrl({ market: 'germany', fullSlug: 'de/global/produkte/futura' })` is `/produkte/futura`.
 */
export function storyUrl({ market, fullSlug }: { market: Market; fullSlug: string }): string | null {
  const location = parseFullSlug(fullSlug);
  if (!location) return null;
  const { locale, folder, path } = location;
  if (!getMarketConfig(market).locales.includes(locale)) return null;
  let below: string;
  if (folder === 'extranet') below = path ? `extranet/${path}` : 'extranet';
  else if (folder === 'global' || folder === market) below = path;
  else return null;
  // The locale prefix of this market ('' for an unprefixed default locale) comes from the home route.
  const home = localizePath({ market, locale, route: 'home' });
  const url = below ? `${home === '/' ? '' : home}/${below}` : home;
  const match = matchPath({ market, pathname: url });
  return match && match.locale === locale ? url : null;
}
