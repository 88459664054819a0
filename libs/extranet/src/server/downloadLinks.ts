import { createHmac, timingSafeEqual } from 'node:crypto';
import { LINK_PREFIXES } from '../linkPrefixes';

/** Who a download link was handed to: the token's subject, and the e-mail for the audit file. */
export interface DownloadHolder {
  sub: string;
  email?: string;
}

/** What a signed link lets its holder fetch: one CMS asset, or one gallery folder as a ZIP. */
export type DownloadTarget = { kind: 'file'; path: string } | { kind: 'zip'; path: string };

export interface DownloadGrant {
  holder: DownloadHolder;
  target: DownloadTarget;
  /** Expiry, epoch milliseconds. */
  expires: number;
}

export interface DownloadSignerOptions {
  /** HMAC-SHA256 key; at least 32 characters. */
  secret: string;
  /** How long a link works at least. @default 300 (five minutes) */
  ttlSeconds?: number;
  /**
   * Expiries are rounded up to a multiple of this, so a link works up to this much longer than
   * `ttlSeconds` and the links handed out within one such window are the same: a page asked for
   * again (the back button, a revisit) gets the answer it had, and its pictures come from the
   * browser's cache instead of new addresses. @default 60
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
 * Signed download links (DESIGN.md section 6): `/{kind}/{grant}.{signature}/{path}`, where the grant
 * names the holder and the expiry and the HMAC covers grant, kind and path, so a link used after its
 * expiry, by changing its path, or turned from one kind into the other fails. Links carry no bearer
 * token because a browser fetches them itself (`<img>`, a download).
 */
export function createDownloadSigner({ secret, ttlSeconds = 300, windowSeconds = 60, now = Date.now }: DownloadSignerOptions) {
  if (secret.length < 32) throw new RangeError('The download signing secret must have at least 32 characters');
  const windowMs = Math.max(1, windowSeconds) * 1000;
  const expiry = () => Math.ceil((now() + ttlSeconds * 1000) / windowMs) * windowMs;
  const signature = (grant: string, target: DownloadTarget) =>
    createHmac('sha256', secret).update(`${grant}\n${target.kind}\n${target.path}`).digest('base64url');

  return {
    /** The link's path below the API's base (`files/{grant}.{sig}/f/287000/...pdf`). */
    sign(holder: DownloadHolder, target: DownloadTarget): string {
      const grant = encode(JSON.stringify({ s: holder.sub, ...(holder.email ? { m: holder.email } : {}), x: expiry() }));
      return `${LINK_PREFIXES[target.kind]}/${grant}.${signature(grant, target)}/${target.path}`;
    },

    /** Checks the parts of a link: its grant segment (`{grant}.{sig}`) and its target. */
    verify(segment: string, target: DownloadTarget): GrantCheck {
      const [grant, given, extra] = segment.split('.');
      if (!grant || !given || extra !== undefined) return { ok: false, reason: 'malformed' };
      const expected = Buffer.from(signature(grant, target));
      const actual = Buffer.from(given);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: 'tampered' };
      let claims: { s?: unknown; m?: unknown; x?: unknown };
      try {
        claims = JSON.parse(decode(grant)) as typeof claims;
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      if (typeof claims.s !== 'string' || typeof claims.x !== 'number') return { ok: false, reason: 'malformed' };
      if (now() > claims.x) return { ok: false, reason: 'expired' };
      const holder: DownloadHolder = { sub: claims.s, ...(typeof claims.m === 'string' ? { email: claims.m } : {}) };
      return { ok: true, grant: { holder, target, expires: claims.x } };
    },
  };
}

export type DownloadSigner = ReturnType<typeof createDownloadSigner>;
