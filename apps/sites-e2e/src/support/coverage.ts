import { test } from './test';
import { suiteMarket } from './market';

/**
 * The suite runs once per market app, and each behaviour is checked where it can fail. What is one
 * code in every market (the shell, hydration, headers and bad input, publishing, login, search,
 * forms, the extranet's screens and API) is checked on germany: the market `npm start` serves, with
 * two locales, so a locale switch is covered too. What a market changes (its route table, locales,
 * prefixes, prebuilt pages, sitemap, forms pages, extranet URLs) is checked on every market.
 */
export const SHARED_CODE_MARKET = 'germany';

/** Skips the enclosing file or `describe` on every market but germany. */
export function checkSharedCodeOnce(): void {
  test.skip(suiteMarket() !== SHARED_CODE_MARKET, `one code for every market: checked on ${SHARED_CODE_MARKET}`);
}
