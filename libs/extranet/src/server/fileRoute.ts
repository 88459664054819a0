import { isPictureTransform } from '../pictureTransforms';
import { attemptRecorder, type AuditLog } from './auditLog';
import type { DownloadSigner } from './downloadLinks';
import { assetUrl, isAssetPath } from './assetPaths';
import { fileTypeOf, isPictureContentType } from './fileTypes';
import type { HolderGroups } from './holderGroups';
import { FILE_HEADERS, problem } from './responses';

export interface FileRouteOptions {
  signer: DownloadSigner;
  holders: HolderGroups;
  audit: AuditLog;
  assetOrigin: string;
  /** Gives up on an asset origin that stops answering (`@clavis/http`'s `withTimeouts`). */
  fetch: typeof fetch;
  now: () => number;
}

/** `name.pdf` as a header's quoted file name: anything but letters, digits, `.`, `_` and `-` becomes `_`. */
const safeFileName = (name: string) => name.replace(/[^\w.-]/g, '_');

/**
 * `GET /api/extranet/files/{grant}.{sig}/{asset path}[/m/{size}]`: streams one CMS asset to the
 * holder of a valid link whose groups still open the link's area (403 when expired, tampered,
 * revoked at logout or no longer allowed), a picture in one of the allowed sizes, and logs the
 * attempt. Only the file types the extranet offers are served, with the type their extension
 * names (415 for any other); documents always as a download, pictures shown unless `?download`.
 * The segments come from the API's canonical path (no dot segments, no encoded separators), and
 * the upstream URL is built from them and checked to stay in the signed file's folder.
 */
export async function serveFile(request: Request, segments: readonly string[], { signer, holders, audit, assetOrigin, fetch, now }: FileRouteOptions): Promise<Response> {
  const [grantSegment, ...rest] = segments;
  const marker = rest.indexOf('m');
  const pathSegments = marker === -1 ? rest : rest.slice(0, marker);
  const transformSegments = marker === -1 ? [] : rest.slice(marker + 1);
  const path = pathSegments.join('/');
  const size = transformSegments.join('/');
  const record = attemptRecorder(audit, request, now, { kind: 'file', path, ...(size ? { size } : {}) });
  const refuse = async (status: number, error: string, holder?: string) => {
    await record(status, holder);
    return problem(status, error);
  };

  if (!grantSegment || !isAssetPath(path)) return refuse(403, 'Invalid download link');
  const type = fileTypeOf(path);
  if (!type) return refuse(415, 'Not a file the extranet offers');
  if (marker !== -1 && (type.kind !== 'picture' || !isPictureTransform(size))) return refuse(400, 'Unknown picture size');
  const check = signer.verify(grantSegment, { kind: 'file', path });
  if (!check.ok) return refuse(403, check.reason === 'expired' ? 'Download link expired' : 'Invalid download link');
  const holder = check.grant.holder;
  const admitted = await holders.admits(check.grant);
  if (!admitted.ok) return refuse(403, admitted.error, holder);

  let upstream: Response;
  try {
    upstream = await fetch(assetUrl(assetOrigin, path, size || undefined), { method: request.method === 'HEAD' ? 'HEAD' : 'GET' });
  } catch (error) {
    console.error(`[extranet] ${path}: ${(error as Error).message}`);
    return refuse(502, 'The file could not be fetched', holder);
  }
  // The image service may answer another picture format than the original's (`filters:format(webp)`),
  // never anything but a picture.
  const contentType = size ? upstream.headers.get('content-type') : type.contentType;
  if (!upstream.ok || (size && !isPictureContentType(contentType))) {
    // Not awaited: an upstream that sent its headers and then stalled must not hold this answer.
    upstream.body?.cancel().catch(() => undefined);
    return upstream.status === 404 ? refuse(404, 'File not found', holder) : refuse(502, 'The file could not be fetched', holder);
  }
  await record(200, holder);
  const download = type.kind === 'document' || new URL(request.url).searchParams.has('download');
  const name = pathSegments[pathSegments.length - 1] as string;
  const headers = new Headers(FILE_HEADERS);
  headers.set('content-type', contentType as string);
  const length = upstream.headers.get('content-length');
  if (length) headers.set('content-length', length);
  headers.set('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${safeFileName(name)}"`);
  return new Response(request.method === 'HEAD' ? null : upstream.body, { status: 200, headers });
}
