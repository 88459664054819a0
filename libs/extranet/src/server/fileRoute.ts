import type { AuditLog } from './auditLog';
import type { DownloadSigner } from './downloadLinks';
import { PRIVATE_HEADERS, problem } from './responses';

/** The image service's part of a picture link (`800x0`, `fit-in/400x400/filters:format(webp)`): chosen by the partner, not signed. */
const TRANSFORM = /^[\w.,:()-]+(\/[\w.,:()-]+)*$/;

export interface FileRouteOptions {
  signer: DownloadSigner;
  audit: AuditLog;
  assetOrigin: string;
  fetch: typeof fetch;
  now: () => number;
}

/**
 * `GET /api/extranet/files/{grant}.{sig}/{asset path}[/m/{size}]`: streams one CMS asset to the
 * holder of a valid link (403 when expired or tampered), a picture in the size asked for, and logs
 * the download. `?download` makes the browser save it rather than show it.
 */
export async function serveFile(request: Request, segments: readonly string[], { signer, audit, assetOrigin, fetch, now }: FileRouteOptions): Promise<Response> {
  const [grantSegment, ...rest] = segments;
  const marker = rest.indexOf('m');
  const pathSegments = marker === -1 ? rest : rest.slice(0, marker);
  const transform = marker === -1 ? undefined : rest.slice(marker + 1).join('/');
  const path = pathSegments.join('/');
  if (!grantSegment || !path.startsWith('f/') || (transform !== undefined && !TRANSFORM.test(transform))) return problem(403, 'Invalid download link');
  const check = signer.verify(grantSegment, { kind: 'file', path });
  if (!check.ok) return problem(403, check.reason === 'expired' ? 'Download link expired' : 'Invalid download link');

  const upstream = await fetch(`${assetOrigin}/${pathSegments.map(encodeURIComponent).join('/')}${transform ? `/m/${transform}` : ''}`);
  const name = pathSegments[pathSegments.length - 1] as string;
  await audit.append({
    at: new Date(now()).toISOString(),
    sub: check.grant.holder.sub,
    ...(check.grant.holder.email ? { email: check.grant.holder.email } : {}),
    kind: 'file',
    path,
    ...(transform ? { size: transform } : {}),
    status: upstream.ok ? 200 : upstream.status === 404 ? 404 : 502,
  });
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    return upstream.status === 404 ? problem(404, 'File not found') : problem(502, 'The file could not be fetched');
  }
  const download = new URL(request.url).searchParams.has('download');
  const headers = new Headers(PRIVATE_HEADERS);
  headers.set('content-type', upstream.headers.get('content-type') ?? 'application/octet-stream');
  const length = upstream.headers.get('content-length');
  if (length) headers.set('content-length', length);
  headers.set('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${name.replace(/[^\w.-]/g, '_')}"`);
  return new Response(upstream.body, { status: 200, headers });
}
