/** The five market sites' ports (DESIGN.md section 2). */
export const SITE_PORTS = [3000, 3001, 3002, 3003, 3004] as const;

/** The paths of the sites the provider redirects back to. */
export const CALLBACK_PATH = '/auth/callback';
export const SILENT_CHECK_PATH = '/auth/silent-check';

/**
 * The site origins the client may return to: the five sites on 127.0.0.1 and localhost, plus the
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
