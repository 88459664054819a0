import {
  getMarketConfig,
  isLocaleCode,
  LOCALES,
  SEGMENTS,
  type LocaleCode,
  type Market,
} from '@clavis/i18n-routing';
import { isCmsClientError } from '../errors';
import type { StoriesParams, StoryResponse } from '../types';
import { checkStoryPath } from './storyPath';
import { isPublicStorySlug } from './storySlugs';
import { parseFullSlug, storyUrl } from './storyUrl';

/** The products route's first segment in every locale (`produkte`, `prodotti`, `produits`...). */
const PRODUCT_WORDS = new Set<string>(Object.values(SEGMENTS.products));

/** Country-code top-level domains that name a locale (`clavis.de` -> de, `clavis.co.uk` -> en). */
const TLD_LOCALES: Record<string, LocaleCode> = { uk: 'en', gb: 'en', at: 'de', ch: 'de', br: 'pt' };

export interface NormalizedSlug {
  /** The full slug to look up. */
  fullSlug: string;
  locale: LocaleCode;
  /** The request path as compared with the answer (no trailing slash). */
  path: string;
}

function localeFromHost(host: string): LocaleCode | undefined {
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  if (/^[\d.]+$/.test(hostname) || hostname === 'localhost' || hostname.startsWith('[')) return undefined;
  const tld = hostname.slice(hostname.lastIndexOf('.') + 1);
  if (isLocaleCode(tld) && tld !== 'en') return tld;
  return TLD_LOCALES[tld];
}

/**
 * SPEC.md section 7's normalisation, as DESIGN.md section 3 applies it to our tree: the locale
 * comes from the host's country suffix (the market's default locale when the host has none), or
 * from the first segment when the path contains `global`; a path whose first segment is a products
 * word gets `/{locale}/global` in front. Answers null for a path that cannot name a story, or may
 * not go to the CMS (`checkStoryPath`).
 */
export function normalizeStorySlug({
  market,
  host,
  path,
}: {
  market: Market;
  host: string;
  path: string;
}): NormalizedSlug | null {
  const clean = `/${path.split(/[?#]/)[0]?.replace(/^\/+|\/+$/g, '') ?? ''}`;
  const checked = checkStoryPath(clean);
  if (!checked.ok) return null;
  const segments = checked.segments.filter(Boolean);
  if (segments.length === 0) return null;
  let locale: LocaleCode = localeFromHost(host) ?? getMarketConfig(market).defaultLocale;
  let slugSegments = segments;
  if (segments.includes('global')) {
    const first = segments[0] as string;
    if (!isLocaleCode(first)) return null;
    locale = first;
  } else if (PRODUCT_WORDS.has(segments[0] as string)) {
    slugSegments = [locale, 'global', ...segments];
  } else {
    return null;
  }
  const fullSlug = slugSegments.join('/');
  return parseFullSlug(fullSlug) ? { fullSlug, locale, path: clean } : null;
}

export interface StoryFinder {
  get(slug: string, params?: StoriesParams): Promise<StoryResponse>;
}

export interface StorySlugCheck {
  /** The canonical URL to redirect to (301, SPEC.md section 9). */
  path: string;
  /** The story's locale, as its ISO code's language (`de`). */
  lang: LocaleCode;
}

/**
 * `/api/checkStorySlugs`: the canonical URL of the story a non-canonical path names, or null (the
 * handler answers 404) when no story is found, the story is not on the market's public site (an
 * extranet story is not found, whether it exists or not), *or* the canonical URL is the one asked
 * for, so a canonical URL is never redirected. Errors other than a 404 are rethrown (SPEC.md section 8).
 *
 * `checkStorySlug({ market: 'germany', host: '127.0.0.1', path: '/de/global/produkte/futura', client })`
 * -> `{ path: '/produkte/futura', lang: 'de' }`.
 */
export async function checkStorySlug({
  market,
  host,
  path,
  client,
}: {
  market: Market;
  host: string;
  path: string;
  client: StoryFinder;
}): Promise<StorySlugCheck | null> {
  const normalized = normalizeStorySlug({ market, host, path });
  // Only the public site's stories: the check must not tell a stranger which extranet story exists.
  if (!normalized || !isPublicStorySlug(market, normalized.fullSlug)) return null;
  let fullSlug: string;
  try {
    fullSlug = (await client.get(normalized.fullSlug)).story.full_slug;
  } catch (error) {
    if (isCmsClientError(error) && error.status === 404) return null;
    throw error;
  }
  if (!isPublicStorySlug(market, fullSlug)) return null;
  const url = storyUrl({ market, fullSlug });
  if (url === null || url === normalized.path) return null;
  const lang = parseFullSlug(fullSlug)?.locale ?? normalized.locale;
  return { path: url, lang: LOCALES[lang].code };
}
