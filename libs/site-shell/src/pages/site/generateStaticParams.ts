import { getMarketConfig } from '@clavis/i18n-routing';
import { siteMarket } from '../../server/site';
import { siteServices } from '../../server/services';
import { noRoutePaths } from '../../paths/notFoundPath';
import type { StaticPathParams } from '../../cms/staticPaths';
import { searchPagePaths } from '../../paths/searchPageStory';

/**
 * The pages of the market the build prerenders (cms/prebuiltPages; one bulk read per locale
 * folder, memoized for the build), the search pages and each locale's no-route 404 page. Every
 * other page renders on its first visit (the route's `dynamicParams` stays on).
 */
export function generateStaticParams(): Promise<StaticPathParams[]> {
  const market = siteMarket();
  return siteServices().staticPaths(() => [
    ...searchPagePaths(market),
    ...noRoutePaths(getMarketConfig(market).locales),
  ]);
}
