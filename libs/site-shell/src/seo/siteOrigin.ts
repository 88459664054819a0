import type { Market } from '@clavis/i18n-routing';

/** The port each market app serves on locally (DESIGN.md section 2), for the default origin. */
export const LOCAL_SITE_PORTS: Readonly<Record<Market, number>> = {
  germany: 3000,
  global: 3001,
  italy: 3002,
  spain: 3003,
  france: 3004,
};

/**
 * The public origin of a market's site, without a trailing slash: `SITE_URL` (validated with the
 * rest of the server configuration), else the local app's address.
 */
export function siteOriginFrom(siteUrl: string | undefined, market: Market): string {
  const origin = siteUrl ?? `http://127.0.0.1:${LOCAL_SITE_PORTS[market]}`;
  return origin.replace(/\/+$/, '');
}

/** `/produkte/futura` on `https://www.clavis.de` -> `https://www.clavis.de/produkte/futura`. */
export function absoluteUrl(origin: string, path: string): string {
  return path === '/' ? `${origin}/` : `${origin}${path}`;
}
