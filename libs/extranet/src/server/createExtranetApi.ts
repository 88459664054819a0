import { createAuditLog, type AuditStream } from './auditLog';
import { createDownloadSigner } from './downloadLinks';
import { withTimeouts, type FetchTimeouts } from '@clavis/http';
import { getRoute, type Market } from '@clavis/i18n-routing';
import { canonicalApiPath } from './apiPath';
import { extranetLocation } from './extranetLocation';
import { serveFile } from './fileRoute';
import { loadExtranetPage, type ExtranetCms } from './loadExtranetPage';
import { createAssetProtector, signAssetUrls } from './protectAssets';
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
  /** The append-only audit file of downloads (JSON lines), where `auditStream` is not given. */
  auditFile: string;
  /** The market's Redis stream of downloads (`REDIS_URL`), which every instance appends to. */
  auditStream?: AuditStream;
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
  /** How long the asset origin may take to answer, and to send the next bytes of a file. @default { headersMs: 10000, idleMs: 15000 } */
  upstreamTimeouts?: FetchTimeouts;
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
  const fetchAsset = withTimeouts(options.fetch ?? globalThis.fetch, options.upstreamTimeouts ?? { headersMs: 10_000, idleMs: 15_000 });
  const signer = createDownloadSigner({ secret: options.signingSecret, now, ...(options.linkTtlSeconds ? { ttlSeconds: options.linkTtlSeconds } : {}) });
  const audit = createAuditLog({ file: options.auditFile, stream: options.auditStream });
  const limits = options.zipLimits ?? DEFAULT_ZIP_LIMITS;

  async function GET(request: Request): Promise<Response> {
    const path = canonicalApiPath(new URL(request.url).pathname);
    if (!path.ok) return problem(400, 'Bad path');
    const [first, ...rest] = path.segments;
    if ((first === 'files' || first === 'zip') && isRouterRequest(request)) return problem(400, 'A download link is not a page');
    if (first === 'files') return serveFile(request, rest, { signer, audit, assetOrigin, fetch: fetchAsset, now });
    if (first === 'zip') return serveZip(request, rest, { signer, audit, cms, assetOrigin, fetch: fetchAsset, now, limits });

    // The route is matched once, and the group it needs is the route table's, so no other reading
    // of the path can name a page of one area and be checked against another's group.
    const location = first ? extranetLocation(market, first, rest) : null;
    const access = await verify(request, { requiredGroup: (location && getRoute(location.route).requiredGroup) || 'partner' });
    if (!access.ok) return access.response;
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

  /** `value` with every CMS asset URL in it a signed link for `user` (the extranet search's hits). */
  function signAssetLinks<T>(value: T, user: ExtranetUser): T {
    const holder = { sub: user.sub, ...(user.email ? { email: user.email } : {}) };
    return signAssetUrls(value, { signer, holder, apiBase: '/api/extranet/', assetOrigin });
  }

  return { GET, signer, signAssetLinks };
}

export type ExtranetApi = ReturnType<typeof createExtranetApi>;
