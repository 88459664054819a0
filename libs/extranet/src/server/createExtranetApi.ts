import { withTimeouts, type FetchTimeouts } from '@clavis/http';
import type { Market, RouteName } from '@clavis/i18n-routing';
import { requiredGroupOf } from '../areaAccess';
import { EXTRANET_SESSION_PATH } from '../sessionPath';
import { createAuditLog, type AuditStream } from './auditLog';
import { createDownloadSigner, type LinkGrant } from './downloadLinks';
import { canonicalApiPath } from './apiPath';
import { extranetLocation } from './extranetLocation';
import { serveFile } from './fileRoute';
import { createHolderGroups, type HolderGroupsStore } from './holderGroups';
import { loadExtranetPage, type ExtranetCms } from './loadExtranetPage';
import { createAssetProtector } from './protectAssets';
import { protectSearchAnswer, type SearchRecords } from './protectSearchAnswer';
import { json, PRIVATE_HEADERS, problem } from './responses';
import { createAssetUrlGuard } from './withoutCmsAssetUrls';
import { DEFAULT_ZIP_LIMITS, serveZip, type ZipLimits } from './zipRoute';

/** The verified user of a request (`@clavis/auth`'s contract). */
export interface ExtranetUser {
  sub: string;
  name?: string;
  email?: string;
  groups: string[];
  /** The token's claims; its `exp` (epoch seconds) ends what the API remembers of the holder. */
  claims?: { exp?: number };
}

/**
 * The outcome of verifying a request: the user, or the response that refuses it (401, 403). A 403
 * carries the user too (the token verified, the group was missing), so the API learns that the
 * holder's groups changed.
 */
export type ExtranetAccess = { ok: true; user: ExtranetUser } | { ok: false; response: Response; user?: ExtranetUser };

/** Verifies the bearer token of a request: 401 without a valid one, 403 without the group. */
export type VerifyExtranetRequest = (request: Request, options?: { requiredGroup?: string }) => Promise<ExtranetAccess>;

export interface ExtranetApiOptions {
  market: Market;
  /** Reads the CMS (published content). */
  cms: ExtranetCms;
  /** Token verification, injected (site-shell's `verifyExtranetRequest`). */
  verify: VerifyExtranetRequest;
  /**
   * HMAC keys of the download links and of the holders' opaque ids, each at least 32 characters,
   * never sent to the browser: the first signs, every one verifies (a rotation: `[new, old]`).
   */
  signingSecret: string | readonly string[];
  /** The audit file of downloads (JSON lines), where `auditStream` is not given. */
  auditFile: string;
  /** The market's Redis stream of downloads (`REDIS_URL`), which every instance appends to. */
  auditStream?: AuditStream;
  /** How many days a download record is kept. @default 365 */
  auditRetentionDays?: number;
  /** The market's Redis (`REDIS_URL`) for the holders' groups, so a logout or a lost group counts on every instance. */
  holderStore?: HolderGroupsStore;
  /** Where the CMS serves its files (`https://a.storyblok.com`, or the embedded content server). */
  assetOrigin: string;
  /** The extranet search's records by index and objectID, whose images its hits' links are minted for; without it, hits carry no image. */
  searchRecords?: SearchRecords;
  /** How long a download link works. @default 120 */
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

/** Root-relative: behind a proxy the request's own origin need not be the one the browser uses. */
const API_BASE = '/api/extranet/';

/**
 * The extranet API:
 * - `GET {locale}/{...path}`: the page's story and what its template needs (bearer token verified first);
 * - `GET files/{grant}/{asset}`: a signed download link, streamed from the CMS and logged;
 * - `GET zip/{grant}/{gallery folder}`: a gallery folder as one streamed ZIP, logged;
 * - `DELETE session`: the logout, after which the holder's links stop working;
 * - `search(request, answer)`: the extranet search's answer, its hits' pictures signed links.
 * A link is a capability minted only for an asset of a story the holder was just served under their
 * groups, and the file and ZIP routes ask again whether those groups still open its area.
 */
export function createExtranetApi(options: ExtranetApiOptions) {
  const { market, cms, verify, assetOrigin } = options;
  const now = options.now ?? Date.now;
  const fetchAsset = withTimeouts(options.fetch ?? globalThis.fetch, options.upstreamTimeouts ?? { headersMs: 10_000, idleMs: 15_000 });
  const signer = createDownloadSigner({ secret: options.signingSecret, now, ...(options.linkTtlSeconds ? { ttlSeconds: options.linkTtlSeconds } : {}) });
  const holders = createHolderGroups({ now, ...(options.holderStore ? { store: options.holderStore } : {}) });
  const audit = createAuditLog({ file: options.auditFile, stream: options.auditStream, retentionDays: options.auditRetentionDays, now });
  const limits = options.zipLimits ?? DEFAULT_ZIP_LIMITS;
  const guard = createAssetUrlGuard({ assetOrigin, apiBase: API_BASE, signer });
  const routes = { signer, holders, audit, assetOrigin, fetch: fetchAsset, now };

  /**
   * Verifies the request and remembers the groups it showed (a 403's too: a group lost counts at
   * once), until the token expires or at least as long as the links minted now live.
   */
  async function verified(request: Request, requiredGroup: string): Promise<{ ok: true; user: ExtranetUser; holder: string; epoch: string } | { ok: false; response: Response }> {
    const access = await verify(request, { requiredGroup });
    const user = access.user;
    if (!user) return access.ok ? { ok: false, response: problem(401, 'Unauthorized') } : access;
    const holder = signer.holderId(user.sub);
    const expires = typeof user.claims?.exp === 'number' ? user.claims.exp * 1000 : now() + signer.lifetimeMs;
    const epoch = await holders.remember(holder, user.groups, expires);
    return access.ok ? { ok: true, user, holder, epoch } : access;
  }

  async function pageGET(request: Request, first: string | undefined, rest: string[]): Promise<Response> {
    // The route is matched once, and the group it needs is the route table's, so no other reading
    // of the path can name a page of one area and be checked against another's group.
    const location = first ? extranetLocation(market, first, rest) : null;
    const access = await verified(request, location ? requiredGroupOf(location.route) : 'partner');
    if (!access.ok) return access.response;
    if (!location) return problem(404, 'Not found');

    const area: RouteName = location.route;
    const grant: LinkGrant = { holder: access.holder, area, group: requiredGroupOf(area), epoch: access.epoch };
    const protector = createAssetProtector({ signer, grant, apiBase: API_BASE, assetOrigin, fetch: fetchAsset });
    try {
      const payload = await loadExtranetPage({ market, location, cms, protector, zipLink: (fullSlug) => `${API_BASE}${signer.sign(grant, { kind: 'zip', path: fullSlug })}` });
      return json(guard.withoutCmsAssetUrls(payload, location.fullSlug));
    } catch (error) {
      if ((error as { status?: number }).status === 404) return problem(404, 'Not found');
      console.error(`[extranet] ${location.fullSlug}: ${(error as Error).message}`);
      return problem(502, 'The content could not be loaded');
    }
  }

  async function GET(request: Request): Promise<Response> {
    const path = canonicalApiPath(new URL(request.url).pathname);
    if (!path.ok) return problem(400, 'Bad path');
    const [first, ...rest] = path.segments;
    if ((first === 'files' || first === 'zip') && isRouterRequest(request)) return problem(400, 'A download link is not a page');
    if (first === 'files') return serveFile(request, rest, routes);
    if (first === 'zip') return serveZip(request, rest, { ...routes, market, cms, limits });
    return pageGET(request, first, rest);
  }

  /**
   * `DELETE /api/extranet/session` at logout (any verified token): the holder's links minted so far
   * stop working, those minted under an older key of a rotation (another id) too.
   */
  async function DELETE(request: Request): Promise<Response> {
    if (new URL(request.url).pathname.replace(/\/+$/, '') !== EXTRANET_SESSION_PATH) return problem(404, 'Not found');
    const access = await verify(request, { requiredGroup: 'partner' });
    if (!access.user) return access.ok ? problem(401, 'Unauthorized') : access.response;
    await Promise.all(signer.holderIds(access.user.sub).map((holder) => holders.forget(holder)));
    return new Response(null, { status: 204, headers: PRIVATE_HEADERS });
  }

  /**
   * `POST /api/extranet/search`: `answer` (the search engine's handler) answers a verified partner,
   * and its hits' pictures become links minted from the index's records for the areas the partner
   * may open; nothing of what the caller sent (the query, its parameters, echoed back) is ever
   * turned into a link, and no CMS asset URL is left in the answer, an error's included.
   */
  async function search(request: Request, answer: (request: Request) => Promise<Response>): Promise<Response> {
    const access = await verified(request, requiredGroupOf('extranet-search'));
    if (!access.ok) return access.response;
    const response = await answer(request);
    if (!response.headers.get('content-type')?.includes('json')) return response;
    let body: unknown = await response.json();
    if (response.ok) {
      body = await protectSearchAnswer(body, {
        market,
        signer,
        holder: { id: access.holder, groups: access.user.groups, epoch: access.epoch },
        records: options.searchRecords,
        apiBase: API_BASE,
        leftOut: (fullSlug, attribute) => guard.leftOut(fullSlug, [attribute]),
      });
    }
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    headers.set('cache-control', 'private, no-store');
    return Response.json(guard.withoutCmsAssetUrls(body, 'extranet search'), { status: response.status, headers });
  }

  return { GET, DELETE, search };
}

export type ExtranetApi = ReturnType<typeof createExtranetApi>;
