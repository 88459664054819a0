import type { ResolvedRequest, Story } from '@clavis/cms-client';
import { languageTag, localizePath, type LocaleCode, type Market } from '@clavis/i18n-routing';
import type { StorySource } from '../cms/storySource';
import { breadcrumbTrail } from './breadcrumbs';
import { absoluteUrl } from './siteOrigin';
import { breadcrumbNode, jsonLdGraph, organizationNode, pageNode } from './structuredData';

/**
 * A page's JSON-LD: the Organization on every page, the page's own node (Product, NewsArticle,
 * Event) where its content type has one, and its BreadcrumbList.
 */
export async function pageStructuredData({
  market,
  locale,
  path,
  story,
  siteName,
  origin,
  source,
  resolved,
}: {
  market: Market;
  locale: LocaleCode;
  path: string;
  story: Story;
  siteName: string;
  origin: string;
  source: StorySource;
  /** The page's resolution (of `path`), which the breadcrumbs reuse. */
  resolved?: ResolvedRequest;
}): Promise<Record<string, unknown>> {
  const crumbs = await breadcrumbTrail({ market, locale, pathname: path, source, current: resolved });
  const homeUrl = absoluteUrl(origin, localizePath({ market, locale, route: 'home' }));
  return jsonLdGraph([
    organizationNode({ name: siteName, origin, homeUrl }),
    pageNode({ story, url: absoluteUrl(origin, path), origin, language: languageTag(market, locale) }),
    crumbs.length > 0 ? breadcrumbNode(crumbs.map((crumb) => ({ name: crumb.name, url: absoluteUrl(origin, crumb.path) }))) : null,
  ]);
}
