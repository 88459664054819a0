import { resolveRequest, type ResolvedRequest } from '@clavis/cms-client';
import { localizePath, type LocaleCode, type Market } from '@clavis/i18n-routing';
import type { StorySource } from '../cms/storySource';
import { storyName } from '../cms/pageTitle';
import { notServedHere } from '../paths/servedRoutes';

export interface Crumb {
  name: string;
  /** The crumb's URL path. */
  path: string;
}

/** `/en/products/futura` below home `/en` -> `/en`, `/en/products`, `/en/products/futura`. */
export function ancestorPaths(home: string, pathname: string): string[] {
  const below = home === '/' ? pathname : pathname.slice(home.length);
  const segments = below.split('/').filter(Boolean);
  const base = home === '/' ? '' : home;
  return [home, ...segments.map((_, index) => `${base}/${segments.slice(0, index + 1).join('/')}`)];
}

/**
 * The page's trail from the locale's home: every ancestor path that is a page of the market,
 * named as its story names itself. A segment with no page of its own (a folder) is left out.
 */
export async function breadcrumbTrail({
  market,
  locale,
  pathname,
  source,
  current,
}: {
  market: Market;
  locale: LocaleCode;
  pathname: string;
  source: StorySource;
  /** The page's own resolution (of `pathname`), so the page's path is not matched again. */
  current?: ResolvedRequest;
}): Promise<Crumb[]> {
  const home = localizePath({ market, locale, route: 'home' });
  const crumbs: Crumb[] = [];
  for (const path of ancestorPaths(home, pathname)) {
    const match = current?.pathname === path ? current : resolveRequest({ market, pathname: path });
    if (!match || match.locale !== locale || notServedHere(match.route)) continue;
    for (const slug of match.storySlugs) {
      const story = await source.story(slug);
      if (story) {
        crumbs.push({ name: storyName(story), path });
        break;
      }
    }
  }
  return crumbs;
}
