import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ExtranetCms } from './loadExtranetPage';
import type { AuditLog } from './auditLog';
import type { DownloadSigner } from './downloadLinks';
import { assetPath } from './protectAssets';
import { PRIVATE_HEADERS, problem } from './responses';

/** The most a gallery ZIP holds. */
export interface ZipLimits {
  /** @default 200 */
  maxFiles: number;
  /** @default 524288000 (500 MB) */
  maxBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxFiles: 200, maxBytes: 500 * 1024 * 1024 };

export interface ZipRouteOptions {
  signer: DownloadSigner;
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
 * ZIP, streamed as it is written (yazl), each picture fetched only when its turn comes. Refused
 * with 413 above the limits when the sizes are known up front; a folder whose files grow past the
 * byte cap while streaming ends in a broken download rather than an unbounded one.
 */
export async function serveZip(segments: readonly string[], { signer, audit, cms, assetOrigin, fetch, now, limits }: ZipRouteOptions): Promise<Response> {
  const [grantSegment, ...rest] = segments;
  const fullSlug = rest.join('/');
  if (!grantSegment || !/^[a-z]{2}\/extranet\/.+/.test(fullSlug)) return problem(403, 'Invalid download link');
  const check = signer.verify(grantSegment, { kind: 'zip', path: fullSlug });
  if (!check.ok) return problem(403, check.reason === 'expired' ? 'Download link expired' : 'Invalid download link');

  let images: unknown[];
  try {
    const { story } = await cms.get(fullSlug);
    const content = story.content as { component?: string; images?: unknown };
    if (content.component !== 'gallery_category' || !Array.isArray(content.images)) return problem(404, 'Not a gallery folder');
    images = content.images;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return problem(404, 'Not found');
    throw error;
  }
  const paths = images.map((image) => assetPath((image as { filename?: string }).filename ?? '')).filter((path): path is string => path !== null);
  if (paths.length > limits.maxFiles) return problem(413, `The folder has more than ${limits.maxFiles} files`);
  const url = (path: string) => `${assetOrigin}/${path.split('/').map(encodeURIComponent).join('/')}`;
  const declared = await Promise.all(paths.map(async (path) => Number((await fetch(url(path), { method: 'HEAD' })).headers.get('content-length')) || 0));
  if (declared.reduce((sum, bytes) => sum + bytes, 0) > limits.maxBytes) return problem(413, `The folder has more than ${limits.maxBytes} bytes`);

  await audit.append({
    at: new Date(now()).toISOString(),
    sub: check.grant.holder.sub,
    ...(check.grant.holder.email ? { email: check.grant.holder.email } : {}),
    kind: 'zip',
    path: fullSlug,
    status: 200,
  });

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
    headers: { ...PRIVATE_HEADERS, 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${folderName}.zip"` },
  });
}
