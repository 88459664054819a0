import { getMarketConfig } from '@clavis/i18n-routing';
import { siteMarket, storySource } from '../cms/site';
import { noRoutePaths } from '../errors/notFoundPath';
import { listStaticPaths, type StaticPathParams } from '../page/staticPaths';
import { searchPagePaths } from '../search/searchPageStory';

let paths: Promise<StaticPathParams[]> | undefined;

/**
 * Every published page of the market, prebuilt (one bulk read per locale folder, memoized for the
 * build), and each locale's no-route 404 page.
 */
export function generateStaticParams(): Promise<StaticPathParams[]> {
  const market = siteMarket();
  paths ??= listStaticPaths(market, storySource()).then((pages) => [...pages, ...searchPagePaths(market), ...noRoutePaths(getMarketConfig(market).locales)]);
  return paths;
}
