import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RouteName } from '@clavis/i18n-routing';
import { isExtranetRoute } from '../areaAccess';
import { LINK_PREFIXES } from '../linkPrefixes';

/** What a signed link lets its holder fetch: one CMS asset, or one gallery folder as a ZIP. */
export type DownloadTarget = { kind: 'file'; path: string } | { kind: 'zip'; path: string };

/**
 * Whom a link is minted for and why: the holder's opaque id (`holderId`, never the e-mail: links
 * land in browser histories, proxies and logs), the extranet route whose answer served the asset
 * and the group that route needed, and the holder's session (`HolderGroups`' epoch), so the file
 * route can ask again whether the holder may still see it.
 */
export interface LinkGrant {
  holder: string;
  area: RouteName;
  group: string;
  epoch: string;
}

export interface DownloadGrant extends LinkGrant {
  target: DownloadTarget;
  /** Expiry, epoch milliseconds. */
  expires: number;
}

export interface DownloadSignerOptions {
  /**
   * HMAC-SHA256 keys, each at least 32 characters: the first signs links and makes the holders'
   * ids, every one verifies, so a key is rotated (`[new, old]`) while links minted with the old one
   * still work.
   */
  secret: string | readonly string[];
  /** How long a link works at least. @default 120 */
  ttlSeconds?: number;
  /**
   * Expiries are rounded up to a multiple of this, so a link works up to this much longer than
   * `ttlSeconds` and the links handed out within one such window are the same: a page asked for
   * again (the back button, a revisit) gets the answer it had, and its pictures come from the
   * browser's cache instead of new addresses. @default 30
   */
  windowSeconds?: number;
  /** @default Date.now */
  now?: () => number;
}

export type GrantCheck = { ok: true; grant: DownloadGrant } | { ok: false; reason: 'malformed' | 'tampered' | 'expired' };

export { LINK_PREFIXES };

const encode = (value: string) => Buffer.from(value, 'utf8').toString('base64url');
const decode = (value: string) => Buffer.from(value, 'base64url').toString('utf8');

/**
 * Signed download links: `/{kind}/{grant}.{signature}/{path}`, where the grant names the holder,
 * the area and its group, the holder's session and the expiry, and the HMAC covers grant, kind and
 * path, so a link used after its expiry, by changing its path, or turned from one kind into the
 * other fails. Links carry no bearer token because a browser fetches them itself (`<img>`, a download).
 */
export function createDownloadSigner({ secret, ttlSeconds = 120, windowSeconds = 30, now = Date.now }: DownloadSignerOptions) {
  const secrets = typeof secret === 'string' ? [secret] : [...secret];
  const [signing] = secrets;
  if (signing === undefined) throw new RangeError('The download signing secret is missing');
  if (secrets.some((key) => key.length < 32)) throw new RangeError('The download signing secret must have at least 32 characters');
  const windowMs = Math.max(1, windowSeconds) * 1000;
  const expiry = () => Math.ceil((now() + ttlSeconds * 1000) / windowMs) * windowMs;
  const signature = (key: string, grant: string, target: DownloadTarget) =>
    createHmac('sha256', key).update(`${grant}\n${target.kind}\n${target.path}`).digest('base64url');
  const holderIdWith = (key: string, sub: string) => createHmac('sha256', key).update(`extranet holder\n${sub}`).digest('base64url').slice(0, 22);
  const signedByAny = (grant: string, given: string, target: DownloadTarget) => {
    const actual = Buffer.from(given);
    let matches = false;
    // Every key is tried, so how long a check takes tells nothing of which one matched.
    for (const key of secrets) {
      const expected = Buffer.from(signature(key, grant, target));
      if (expected.length === actual.length && timingSafeEqual(expected, actual)) matches = true;
    }
    return matches;
  };

  return {
    /** The longest a link minted now works, in milliseconds. */
    lifetimeMs: ttlSeconds * 1000 + windowMs,

    /** The opaque id of a token's subject in links and the audit: the same for one subject, telling nothing of it without the secret. */
    holderId(sub: string): string {
      return holderIdWith(signing, sub);
    },

    /** The ids a subject has had under every key (the signing one first): a link or a record of theirs names one of them. */
    holderIds(sub: string): string[] {
      return [...new Set(secrets.map((key) => holderIdWith(key, sub)))];
    },

    /** The link's path below the API's base (`files/{grant}.{sig}/f/287000/...pdf`). */
    sign({ holder, area, group, epoch }: LinkGrant, target: DownloadTarget): string {
      const grant = encode(JSON.stringify({ h: holder, a: area, g: group, e: epoch, x: expiry() }));
      return `${LINK_PREFIXES[target.kind]}/${grant}.${signature(signing, grant, target)}/${target.path}`;
    },

    /** Checks the parts of a link: its grant segment (`{grant}.{sig}`) and its target, against every key. */
    verify(segment: string, target: DownloadTarget): GrantCheck {
      const [grant, given, extra] = segment.split('.');
      if (!grant || !given || extra !== undefined) return { ok: false, reason: 'malformed' };
      if (!signedByAny(grant, given, target)) return { ok: false, reason: 'tampered' };
      let claims: { h?: unknown; a?: unknown; g?: unknown; e?: unknown; x?: unknown };
      try {
        claims = JSON.parse(decode(grant)) as typeof claims;
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      const { h: holder, a: area, g: group, e: epoch, x: expires } = claims;
      if (typeof holder !== 'string' || !isExtranetRoute(area) || typeof group !== 'string' || typeof epoch !== 'string' || typeof expires !== 'number') {
        return { ok: false, reason: 'malformed' };
      }
      if (now() > expires) return { ok: false, reason: 'expired' };
      return { ok: true, grant: { holder, area, group, epoch, target, expires } };
    },
  };
}

export type DownloadSigner = ReturnType<typeof createDownloadSigner>;
