import { getMarketConfig, type Market } from '@clavis/i18n-routing';

/**
 * The public origin of a market's site, without a trailing slash: `SITE_URL` (validated with the
 * rest of the server configuration), else the local app's address.
 */
export function siteOriginFrom(siteUrl: string | undefined, market: Market): string {
  const origin = siteUrl ?? `http://127.0.0.1:${getMarketConfig(market).port}`;
  return origin.replace(/\/+$/, '');
}

/** `/produkte/futura` on `https://www.clavis.de` -> `https://www.clavis.de/produkte/futura`. */
export function absoluteUrl(origin: string, path: string): string {
  return path === '/' ? `${origin}/` : `${origin}${path}`;
}
