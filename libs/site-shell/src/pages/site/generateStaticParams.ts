import { getMarketConfig } from '@clavis/i18n-routing';
import { siteMarket } from '../../server/site';
import { siteServices } from '../../server/services';
import { noRoutePaths } from '../../paths/notFoundPath';
import type { StaticPathParams } from '../../cms/staticPaths';
import { searchPagePaths } from '../../paths/searchPageStory';

/**
 * Every published page of the market, prebuilt (one bulk read per locale folder, memoized for the
 * build), and each locale's no-route 404 page.
 */
export function generateStaticParams(): Promise<StaticPathParams[]> {
  const market = siteMarket();
  return siteServices().staticPaths(() => [
    ...searchPagePaths(market),
    ...noRoutePaths(getMarketConfig(market).locales),
  ]);
}
