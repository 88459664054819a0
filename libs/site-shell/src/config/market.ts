import { resolveMarket, type Market } from '@clavis/i18n-routing';

/**
 * The market this build serves, the one getter of server and browser code: createNextConfig fixes
 * `NEXT_PUBLIC_CLAVIS_MARKET` at build time and Next inlines it into both. `siteConfig().market`
 * is the same market (Node loads the cache handler from dist/, where a standalone server has it
 * only in its Next config).
 */
export function siteMarket(): Market {
  return resolveMarket(process.env.NEXT_PUBLIC_CLAVIS_MARKET);
}
