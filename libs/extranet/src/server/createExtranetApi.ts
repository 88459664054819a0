import type { Market } from '@clavis/i18n-routing';
import { createAuditLog } from './auditLog';
import { createDownloadSigner } from './downloadLinks';
import { extranetLocation, requiredGroupOf } from './extranetLocation';
import { serveFile } from './fileRoute';
import { loadExtranetPage, type ExtranetCms } from './loadExtranetPage';
import { createAssetProtector } from './protectAssets';
import { json, problem } from './responses';
import { DEFAULT_ZIP_LIMITS, serveZip, type ZipLimits } from './zipRoute';

/** The verified user of a request (`@clavis/auth`'s contract). */
export interface ExtranetUser {
  sub: string;
  name?: string;
  email?: string;
  groups: string[];
}

export type ExtranetAccess = { ok: true; user: ExtranetUser } | { ok: false; response: Response };

/** Verifies the bearer token of a request: 401 without a valid one, 403 without the group. */
export type VerifyExtranetRequest = (request: Request, options?: { requiredGroup?: string }) => Promise<ExtranetAccess>;

export interface ExtranetApiOptions {
  market: Market;
  /** Reads the CMS (published content). */
  cms: ExtranetCms;
  /** Token verification, injected (site-shell's `verifyExtranetRequest`). */
  verify: VerifyExtranetRequest;
  /** HMAC key of the download links; at least 32 characters, never sent to the browser. */
  signingSecret: string;
  /** The append-only audit file of downloads (JSON lines). */
  auditFile: string;
  /** Where the CMS serves its files (`https://a.storyblok.com`, or the embedded content server). */
  assetOrigin: string;
  /** How long a download link works. @default 300 */
  linkTtlSeconds?: number;
  /** @default DEFAULT_ZIP_LIMITS */
  zipLimits?: ZipLimits;
  /** @default Date.now */
  now?: () => number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** The part of a request path below `/api/extranet/`, as decoded segments; null when it cannot be decoded. */
function segmentsOf(request: Request): string[] | null {
  const { pathname } = new URL(request.url);
  const start = pathname.indexOf('/api/extranet/');
  const below = start === -1 ? '' : pathname.slice(start + '/api/extranet/'.length);
  try {
    return below.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/**
 * A router's request for a page (next/link prefetching or navigating to the link as if it were a
 * page: `RSC: 1`, `Next-Router-Prefetch`), not a download: answering it would fetch the file, or
 * stream a whole gallery folder, for nothing, and log a download nobody made.
 */
function isRouterRequest(request: Request): boolean {
  return request.headers.get('rsc') === '1' || request.headers.has('next-router-prefetch');
}

/**
 * The extranet API (DESIGN.md section 6), one GET handler for `/api/extranet/*`:
 * - `{locale}/{...path}`: the page's story and what its template needs (bearer token verified first);
 * - `files/{grant}/{asset}`: a signed download link, streamed from the CMS and logged;
 * - `zip/{grant}/{gallery folder}`: a gallery folder as one streamed ZIP, logged.
 */
export function createExtranetApi(options: ExtranetApiOptions) {
  const { market, cms, verify, assetOrigin } = options;
  const now = options.now ?? Date.now;
  const fetchAsset = options.fetch ?? globalThis.fetch;
  const signer = createDownloadSigner({ secret: options.signingSecret, now, ...(options.linkTtlSeconds ? { ttlSeconds: options.linkTtlSeconds } : {}) });
  const audit = createAuditLog(options.auditFile);
  const limits = options.zipLimits ?? DEFAULT_ZIP_LIMITS;

  async function GET(request: Request): Promise<Response> {
    const segments = segmentsOf(request);
    if (!segments) return problem(400, 'Bad path');
    const [first, ...rest] = segments;
    if ((first === 'files' || first === 'zip') && isRouterRequest(request)) return problem(400, 'A download link is not a page');
    if (first === 'files') return serveFile(request, rest, { signer, audit, assetOrigin, fetch: fetchAsset, now });
    if (first === 'zip') return serveZip(rest, { signer, audit, cms, assetOrigin, fetch: fetchAsset, now, limits });

    const access = await verify(request, { requiredGroup: requiredGroupOf(rest) });
    if (!access.ok) return access.response;
    const location = first ? extranetLocation(market, first, rest) : null;
    if (!location) return problem(404, 'Not found');

    const { user } = access;
    const holder = { sub: user.sub, ...(user.email ? { email: user.email } : {}) };
    // Root-relative: behind a proxy the request's own origin need not be the one the browser uses.
    const apiBase = '/api/extranet/';
    const protector = createAssetProtector({ signer, holder, apiBase, assetOrigin, fetch: fetchAsset });
    try {
      const payload = await loadExtranetPage({ market, location, cms, protector, zipLink: (fullSlug) => `${apiBase}${signer.sign(holder, { kind: 'zip', path: fullSlug })}` });
      return json(payload);
    } catch (error) {
      if ((error as { status?: number }).status === 404) return problem(404, 'Not found');
      console.error(`[extranet] ${location.fullSlug}: ${(error as Error).message}`);
      return problem(502, 'The content could not be loaded');
    }
  }

  return { GET, signer };
}

export type ExtranetApi = ReturnType<typeof createExtranetApi>;
