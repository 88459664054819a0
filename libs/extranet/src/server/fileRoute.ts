import { isPictureTransform } from '../pictureTransforms';
import { attemptRecorder, type AuditLog } from './auditLog';
import type { DownloadSigner } from './downloadLinks';
import { assetUrl, isAssetPath } from './assetPaths';
import { PRIVATE_HEADERS, problem } from './responses';

export interface FileRouteOptions {
  signer: DownloadSigner;
  audit: AuditLog;
  assetOrigin: string;
  /** Gives up on an asset origin that stops answering (`@clavis/http`'s `withTimeouts`). */
  fetch: typeof fetch;
  now: () => number;
}

/**
 * `GET /api/extranet/files/{grant}.{sig}/{asset path}[/m/{size}]`: streams one CMS asset to the
 * holder of a valid link (403 when expired or tampered), a picture in one of the allowed sizes, and
 * logs the attempt. `?download` makes the browser save it rather than show it. The segments come
 * from the API's canonical path (no dot segments, no encoded separators), and the upstream URL is
 * built from them and checked to stay in the signed file's folder.
 */
export async function serveFile(request: Request, segments: readonly string[], { signer, audit, assetOrigin, fetch, now }: FileRouteOptions): Promise<Response> {
  const [grantSegment, ...rest] = segments;
  const marker = rest.indexOf('m');
  const pathSegments = marker === -1 ? rest : rest.slice(0, marker);
  const transformSegments = marker === -1 ? [] : rest.slice(marker + 1);
  const path = pathSegments.join('/');
  const size = transformSegments.join('/');
  const record = attemptRecorder(audit, request, now, { kind: 'file', path, ...(size ? { size } : {}) });

  if (!grantSegment || !isAssetPath(path)) {
    await record(403);
    return problem(403, 'Invalid download link');
  }
  if (marker !== -1 && !isPictureTransform(size)) {
    await record(400);
    return problem(400, 'Unknown picture size');
  }
  const check = signer.verify(grantSegment, { kind: 'file', path });
  if (!check.ok) {
    await record(403);
    return problem(403, check.reason === 'expired' ? 'Download link expired' : 'Invalid download link');
  }
  const holder = check.grant.holder;

  let upstream: Response;
  try {
    upstream = await fetch(assetUrl(assetOrigin, path, size || undefined), { method: request.method === 'HEAD' ? 'HEAD' : 'GET' });
  } catch (error) {
    console.error(`[extranet] ${path}: ${(error as Error).message}`);
    await record(502, holder);
    return problem(502, 'The file could not be fetched');
  }
  if (!upstream.ok) {
    // Not awaited: an upstream that sent its headers and then stalled must not hold this answer.
    upstream.body?.cancel().catch(() => undefined);
    const status = upstream.status === 404 ? 404 : 502;
    await record(status, holder);
    return status === 404 ? problem(404, 'File not found') : problem(502, 'The file could not be fetched');
  }
  await record(200, holder);
  const download = new URL(request.url).searchParams.has('download');
  const name = pathSegments[pathSegments.length - 1] as string;
  const headers = new Headers(PRIVATE_HEADERS);
  headers.set('content-type', upstream.headers.get('content-type') ?? 'application/octet-stream');
  const length = upstream.headers.get('content-length');
  if (length) headers.set('content-length', length);
  headers.set('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${name.replace(/[^\w.-]/g, '_')}"`);
  return new Response(request.method === 'HEAD' ? null : upstream.body, { status: 200, headers });
}
