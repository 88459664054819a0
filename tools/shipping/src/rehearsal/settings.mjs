// The production rehearsal's world: stand-ins for Storyblok, its asset domain and the OIDC provider
// under public-looking names (rehearsalHosts.mjs answers them with the loopback address), and the
// settings a germany build and server are given as an operator would give them.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspaceRoot } from '../processes.mjs';

export const MARKET = 'germany';
export const CMS_PORT = 14100;
export const ASSET_PORT = 14101;
export const IDP_PORT = 14200;
export const SITE_PORT = 14300;

export const CMS_ORIGIN = `http://cms.clavis-rehearsal.example:${CMS_PORT}`;
export const ASSET_ORIGIN = `http://assets.clavis-rehearsal.example:${ASSET_PORT}`;
export const IDP_ISSUER = `http://login.clavis-rehearsal.example:${IDP_PORT}`;
export const SITE_URL = 'https://www.clavis-rehearsal.example';
/**
 * Where Chromium opens the site: its public host name (on the server's port, without TLS), so the
 * provider is on the same site as in a deployment with the provider on a domain of the site's own.
 */
export const BROWSER_ORIGIN = `http://www.clavis-rehearsal.example:${SITE_PORT}`;
/** Not secrets: the rehearsal's own values, only unlike every development default. */
export const PUBLIC_TOKEN = 'rehearsal-public-token-7f3c9a';
export const PREVIEW_TOKEN = 'rehearsal-preview-token-41be08';
export const CLIENT_ID = 'clavis-rehearsal-germany';
export const AUDIENCE = 'https://api.clavis-rehearsal.example/extranet';

export const appRoot = join(workspaceRoot, 'apps', `site-${MARKET}`);
/** Inside the app (the standalone trace is relative to it), and ignored by git as any `dist/`. */
export const DIST_DIR = 'dist/rehearsal';
export const hostsPreload = fileURLToPath(new URL('./rehearsalHosts.mjs', import.meta.url));

/** What `next build` is given: the settings pages carry, and the CMS to read them from. */
export function buildEnvironment() {
  return {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_OPTIONS: `--import ${hostsPreload}`,
    CLAVIS_DIST_DIR: DIST_DIR,
    CLAVIS_EMBEDDED: '',
    MARKET,
    SITE_URL,
    OIDC_ISSUER: IDP_ISSUER,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_AUDIENCE: AUDIENCE,
    STORYBLOK_TOKEN: PUBLIC_TOKEN,
    CMS_BASE_URL: `${CMS_ORIGIN}/v2`,
    STORYBLOK_ASSET_ORIGIN: ASSET_ORIGIN,
  };
}

/** What the production server is given on top: its secrets and where it listens. */
export function serverEnvironment(secrets) {
  const { CLAVIS_DIST_DIR: _build, NEXT_TELEMETRY_DISABLED: _telemetry, ...settings } = buildEnvironment();
  return {
    ...settings,
    STORYBLOK_PREVIEW_TOKEN: PREVIEW_TOKEN,
    REVALIDATE_SECRET: secrets.revalidate,
    DRAFT_SECRET: secrets.draft,
    EXTRANET_SIGNING_SECRET: secrets.signing,
    PORT: String(SITE_PORT),
    HOSTNAME: '0.0.0.0',
    SHUTDOWN_DELAY_MS: '0',
  };
}
