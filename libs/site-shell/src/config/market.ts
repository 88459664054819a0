import { resolveMarket, type Market } from '@clavis/i18n-routing';

/** The market this build serves, fixed by createNextConfig at build time. */
export function currentMarket(): Market {
  return resolveMarket(process.env.NEXT_PUBLIC_CLAVIS_MARKET);
}
