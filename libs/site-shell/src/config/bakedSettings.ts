import type { Market } from '@clavis/i18n-routing';
import { getMarketConfig } from '@clavis/i18n-routing';
import { cmsSettings } from './cmsSettings';
import { localDefaults, parseServerConfig, type Environment } from './serverConfig';

/**
 * The settings a prebuilt page carries in its HTML and payload, as `next build` saw them: the
 * site's origin (canonical links, hreflang, the sitemap), the identity provider (the login entry of
 * every page, the extranet's shell), the CMS (its asset URLs) and the search service (the search
 * UI). A server must run with the same ones, or its pages point elsewhere than it does.
 */
export interface BakedSettings {
  SITE_URL: string;
  OIDC_ISSUER: string;
  OIDC_CLIENT_ID: string;
  OIDC_AUDIENCE: string;
  /** The CMS API the pages were read from (`STORYBLOK_REGION`'s host or `CMS_BASE_URL`). */
  CMS_BASE_URL: string;
  /** Where its assets come from: the pages preconnect to it. */
  STORYBLOK_ASSET_ORIGIN: string;
  ALGOLIA_APP_ID: string;
  ALGOLIA_INDEX: string;
}

/** The variable each baked setting comes from, in the order a refusal names them. */
export const BAKED_VARIABLES = ['SITE_URL', 'OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_AUDIENCE', 'CMS_BASE_URL', 'STORYBLOK_ASSET_ORIGIN', 'ALGOLIA_APP_ID', 'ALGOLIA_INDEX'] as const satisfies readonly (keyof BakedSettings)[];

/** The key of Next's `env` that carries the baked settings into the server's bundles. */
export const BAKED_SETTINGS_KEY = 'CLAVIS_BAKED_SETTINGS';

/** The settings an environment gives pages, development defaults included (an empty value: not used). */
export function bakedSettingsOf(env: Environment, market: Market): BakedSettings {
  const identity =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_AUDIENCE
      ? { OIDC_ISSUER: env.OIDC_ISSUER, OIDC_CLIENT_ID: env.OIDC_CLIENT_ID, OIDC_AUDIENCE: env.OIDC_AUDIENCE }
      : { OIDC_ISSUER: localDefaults.identityIssuer, OIDC_CLIENT_ID: '', OIDC_AUDIENCE: '' };
  return {
    SITE_URL: (env.SITE_URL ?? `http://127.0.0.1:${getMarketConfig(market).port}`).replace(/\/+$/, ''),
    ...identity,
    CMS_BASE_URL: cmsSettings(env).baseUrl,
    STORYBLOK_ASSET_ORIGIN: cmsSettings(env).assetOrigin,
    ALGOLIA_APP_ID: env.ALGOLIA_APP_ID ?? '',
    ALGOLIA_INDEX: env.ALGOLIA_INDEX ?? '',
  };
}

const LOOPBACK = /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?(\/|$)/i;

/** A baked value that only the embedded development services answer. */
function isDevelopmentValue(name: keyof BakedSettings, value: string): boolean {
  if (name === 'SITE_URL' || name === 'OIDC_ISSUER' || name === 'CMS_BASE_URL' || name === 'STORYBLOK_ASSET_ORIGIN') return LOOPBACK.test(value);
  // The embedded provider's client: no OIDC_CLIENT_ID and OIDC_AUDIENCE were given.
  if (name === 'OIDC_CLIENT_ID' || name === 'OIDC_AUDIENCE') return value === '';
  return false;
}

export type BakedSettingsCheck = { ok: true } | { ok: false; message: string };

/**
 * Whether a production server may serve pages built with `baked`: each must equal what the running
 * environment gives, and none may be a development default (a loopback origin: the embedded
 * content server, identity provider or local site). Refused in one line naming the variables.
 */
export function checkBakedSettings(baked: BakedSettings | undefined, running: BakedSettings): BakedSettingsCheck {
  if (!baked) return { ok: false, message: 'Refusing to start in production: this build records no settings of its prebuilt pages; build it again with this version.' };
  const development = BAKED_VARIABLES.filter((name) => isDevelopmentValue(name, baked[name]));
  const differing = BAKED_VARIABLES.filter((name) => !development.includes(name) && baked[name] !== running[name]);
  if (development.length === 0 && differing.length === 0) return { ok: true };
  const parts = [
    ...(development.length ? [`the prebuilt pages carry development values for ${development.join(', ')}`] : []),
    ...(differing.length ? [`${differing.join(', ')} ${differing.length === 1 ? 'differs' : 'differ'} from what the pages were built with`] : []),
  ];
  return {
    ok: false,
    message: `Refusing to start in production: ${parts.join('; ')}. Build the image with the production values (they are build arguments) and run it with the same.`,
  };
}

/** The baked settings as `createNextConfig` put them into the bundles, or undefined. */
export function readBakedSettings(serialized: string | undefined): BakedSettings | undefined {
  if (!serialized) return undefined;
  try {
    const parsed = JSON.parse(serialized) as Partial<BakedSettings>;
    return BAKED_VARIABLES.every((name) => typeof parsed[name] === 'string') ? (parsed as BakedSettings) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What `next build` records for `checkBakedSettings`: the settings of an environment as JSON, or an
 * empty string when the environment does not parse (the build then fails on it by itself).
 */
export function serializedBakedSettings(source: Record<string, string | undefined>, market: Market): string {
  try {
    return JSON.stringify(bakedSettingsOf(parseServerConfig(source, () => undefined).env, market));
  } catch {
    return '';
  }
}
