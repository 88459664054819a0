import { siteMarket, storySource } from '../cms/site';
import { listStaticPaths, type StaticPathParams } from '../page/staticPaths';

let paths: Promise<StaticPathParams[]> | undefined;

/** Every published page of the market, prebuilt (one bulk read per locale folder, memoized for the build). */
export function generateStaticParams(): Promise<StaticPathParams[]> {
  paths ??= listStaticPaths(siteMarket(), storySource());
  return paths;
}
