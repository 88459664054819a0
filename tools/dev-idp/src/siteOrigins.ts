import { getMarketConfig, MARKETS } from '@clavis/i18n-routing';

/** The market sites' ports (DESIGN.md section 2), from their market configs. */
export const SITE_PORTS: readonly number[] = MARKETS.map((market) => getMarketConfig(market).port);

/** The paths of the sites the provider redirects back to. */
export const CALLBACK_PATH = '/auth/callback';
export const SILENT_CHECK_PATH = '/auth/silent-check';

/**
 * The site origins the client may return to: the market sites on 127.0.0.1 and localhost, plus the
 * comma-separated `DEV_IDP_SITE_ORIGINS` (another host or port). Any other loopback port is
 * accepted too (loopbackRedirects), so e2e runs on their own SITE_PORT need no setting.
 */
export function siteOrigins(extra: string | undefined): string[] {
  const defaults = SITE_PORTS.flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
  const fromEnv = (extra ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
  return [...new Set([...defaults, ...fromEnv])];
}
