import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Market } from '@clavis/i18n-routing';
import { mayOpen } from '../areaAccess';
import type { ExtranetCms } from './loadExtranetPage';
import { attemptRecorder, type AuditLog } from './auditLog';
import type { DownloadSigner } from './downloadLinks';
import { assetPath, assetUrl } from './assetPaths';
import { extranetLocation } from './extranetLocation';
import { fileTypeOf } from './fileTypes';
import type { HolderGroups } from './holderGroups';
import { FILE_HEADERS, problem } from './responses';

/** The most a gallery ZIP holds. */
export interface ZipLimits {
  /** @default 200 */
  maxFiles: number;
  /** @default 524288000 (500 MB) */
  maxBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxFiles: 200, maxBytes: 500 * 1024 * 1024 };

export interface ZipRouteOptions {
  market: Market;
  signer: DownloadSigner;
  holders: HolderGroups;
  audit: AuditLog;
  cms: ExtranetCms;
  assetOrigin: string;
  fetch: typeof fetch;
  now: () => number;
  limits: ZipLimits;
}

/** A stream that fails once more than `limit` bytes have passed through all the counters sharing `state`. */
function byteCap(state: { bytes: number }, limit: number) {
  return new PassThrough({
    transform(chunk: Buffer, _encoding, callback) {
      state.bytes += chunk.length;
      callback(state.bytes > limit ? new RangeError(`The ZIP would exceed ${limit} bytes`) : null, chunk);
    },
  });
}

/**
 * `GET /api/extranet/zip/{grant}.{sig}/{gallery folder full slug}`: the folder's pictures as one
 * ZIP, streamed as it is written (yazl), each picture fetched only when its turn comes. The holder's
 * groups must still open both the link's area and the folder's own route (403 otherwise, as for a
 * link expired, tampered or revoked at logout). Refused with 413 above the limits when the sizes are
 * known up front; a folder whose files grow past the byte cap while streaming ends in a broken
 * download rather than an unbounded one.
 */
export async function serveZip(request: Request, segments: readonly string[], { market, signer, holders, audit, cms, assetOrigin, fetch, now, limits }: ZipRouteOptions): Promise<Response> {
  const [grantSegment, ...rest] = segments;
  const fullSlug = rest.join('/');
  const record = attemptRecorder(audit, request, now, { kind: 'zip', path: fullSlug });
  const refuse = async (status: number, error: string, holder?: string) => {
    await record(status, holder);
    return problem(status, error);
  };
  const [locale, folder, ...below] = rest;
  const location = locale && folder === 'extranet' && below.length > 0 ? extranetLocation(market, locale, below) : null;
  if (!grantSegment || !location) return refuse(403, 'Invalid download link');
  const check = signer.verify(grantSegment, { kind: 'zip', path: fullSlug });
  if (!check.ok) return refuse(403, check.reason === 'expired' ? 'Download link expired' : 'Invalid download link');
  const holder = check.grant.holder;
  const admitted = await holders.admits(check.grant);
  if (!admitted.ok) return refuse(403, admitted.error, holder);
  if (!mayOpen(location.route, admitted.groups)) return refuse(403, 'Download link no longer allowed', holder);

  let images: unknown[];
  try {
    const { story } = await cms.get(fullSlug);
    const content = story.content as { component?: string; images?: unknown };
    if (content.component !== 'gallery_category' || !Array.isArray(content.images)) return refuse(404, 'Not a gallery folder', holder);
    images = content.images;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return refuse(404, 'Not found', holder);
    console.error(`[extranet] zip ${fullSlug}: ${(error as Error).message}`);
    return refuse(502, 'The folder could not be loaded', holder);
  }
  const paths = images
    .map((image) => assetPath((image as { filename?: string }).filename ?? ''))
    .filter((path): path is string => path !== null && fileTypeOf(path)?.kind === 'picture');
  if (paths.length > limits.maxFiles) return refuse(413, `The folder has more than ${limits.maxFiles} files`, holder);
  const url = (path: string) => assetUrl(assetOrigin, path);
  let declared: number[];
  try {
    declared = await Promise.all(
      paths.map(async (path) => {
        const response = await fetch(url(path), { method: 'HEAD' });
        response.body?.cancel().catch(() => undefined);
        return Number(response.headers.get('content-length')) || 0;
      }),
    );
  } catch (error) {
    console.error(`[extranet] zip ${fullSlug}: ${(error as Error).message}`);
    return refuse(502, 'The folder could not be loaded', holder);
  }
  if (declared.reduce((sum, bytes) => sum + bytes, 0) > limits.maxBytes) return refuse(413, `The folder has more than ${limits.maxBytes} bytes`, holder);

  await record(200, holder);
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers: { ...FILE_HEADERS, 'content-type': 'application/zip' } });

  const zip = new ZipFile();
  const state = { bytes: 0 };
  const used = new Set<string>();
  for (const path of paths) {
    let name = path.split('/').pop() as string;
    // Two pictures of one name (different uploads) keep both.
    for (let n = 2; used.has(name); n += 1) name = name.replace(/(\.[^.]+)?$/, `-${n}$1`);
    used.add(name);
    zip.addReadStreamLazy(name, { compress: false, mtime: new Date(0) }, (callback) => {
      fetch(url(path))
        .then((response) => {
          if (!response.ok || !response.body) throw new Error(`${path}: ${response.status}`);
          callback(null, Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(byteCap(state, limits.maxBytes)));
        })
        .catch((error: Error) => callback(error, undefined as unknown as Readable));
    });
  }
  zip.end();
  const folderName = fullSlug.split('/').pop() as string;
  return new Response(Readable.toWeb(zip.outputStream as Readable) as ReadableStream, {
    status: 200,
    headers: { ...FILE_HEADERS, 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${folderName}.zip"` },
  });
}
