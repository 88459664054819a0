import { resolveRequest, storyUrl, type Story } from '@clavis/cms-client';
import { getMarketConfig, type LocaleCode, type Market, type RouteName } from '@clavis/i18n-routing';
import { pageSegments } from '../paths/internalPath';
import type { StorySource } from './storySource';
import { notServedHere } from '../paths/servedRoutes';
import { prebuiltPages } from './prebuiltPages';

export interface StaticPathParams {
  locale: LocaleCode;
  /** The catch-all's segments: the URL path's (`[]` for an unprefixed home), behind the route where only the proxy serves it (see paths/internalPath). */
  path: string[];
}

/** The story folders a market's pages read, per locale: its own, then the shared global one. */
export function marketFolders(market: Market, locale: LocaleCode): string[] {
  return market === 'global' ? [`${locale}/global`] : [`${locale}/${market}`, `${locale}/global`];
}

/** A prebuilt page: its URL and the story it renders. */
export interface StaticPage {
  locale: LocaleCode;
  url: string;
  route: RouteName;
  story: Story;
}

/** The pages of a market `next build` prerenders (prebuiltPages), as `generateStaticParams` wants them. */
export async function listStaticPaths(market: Market, source: StorySource, perLocale: number): Promise<StaticPathParams[]> {
  return prebuiltPages(await listStaticPages(market, source), perLocale).map(({ locale, url, route }) => ({ locale, path: pageSegments({ route, pathname: url }) }));
}

/**
 * Every published page of a market, from one bulk read per story folder and locale: each story's
 * URL (`storyUrl`) when the page loader would render that story there.
 */
export async function listStaticPages(market: Market, source: StorySource): Promise<StaticPage[]> {
  const seen = new Set<string>();
  const paths: StaticPage[] = [];
  for (const locale of getMarketConfig(market).locales) {
    for (const folder of marketFolders(market, locale)) {
      const global = folder.endsWith('/global');
      for (const story of await source.folder(folder)) {
        const type = (story.content as { component?: string }).component;
        if (type === 'site_config') continue;
        const url = storyUrl({ market, fullSlug: story.full_slug });
        const resolved = url ? resolveRequest({ market, pathname: url }) : null;
        if (!url || !resolved || seen.has(url)) continue;
        if (notServedHere(resolved.route)) continue;
        if (resolved.catalogue && !global) continue;
        if (resolved.route === 'page' && type !== 'page' && type !== 'landing_page') continue;
        seen.add(url);
        paths.push({ locale, url, route: resolved.route, story });
      }
    }
  }
  return paths;
}
