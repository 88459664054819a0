import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The asset token of the local space (a fixture like its access tokens, not a secret). */
export const LOCAL_ASSET_TOKEN = 'clavis-local-asset-token';

/** Where a content folder lists its private assets: their paths (`f/{space}/{hash}/{file}`), as an asset library's "private" switch marks them. */
export const PRIVATE_ASSETS_FILE = 'private-assets.json';

export interface PrivateAssetsOptions {
  /** Asset paths (`f/287000/5c47842e38/partner-instructions-2024.pdf`) served only through a signed URL. */
  paths: readonly string[];
  /** The space's asset token, which `cdn/assets/me` takes. @default LOCAL_ASSET_TOKEN */
  assetToken?: string;
  /** Origin of the signed URLs. @default the origin the request came to */
  assetOrigin?: string;
  /** How long a signed URL works. @default 600 */
  ttlSeconds?: number;
  /** @default Date.now */
  now?: () => number;
}

/** The private asset paths a content folder lists; none when it lists none. */
export async function readPrivateAssets(contentDir: string): Promise<string[]> {
  try {
    const listed = JSON.parse(await readFile(join(contentDir, PRIVATE_ASSETS_FILE), 'utf8')) as unknown;
    return Array.isArray(listed) ? listed.filter((path): path is string => typeof path === 'string') : [];
  } catch {
    return [];
  }
}

/** `/f/287000/ab/x.pdf/m/400x0` or a full URL of it -> `f/287000/ab/x.pdf` (the file, without an image-service part). */
function filePath(pathname: string): string {
  const path = decodeURIComponent(pathname).replace(/^\/+/, '');
  const marker = path.search(/\/m(\/|$)/);
  return marker === -1 ? path : path.slice(0, marker);
}

/**
 * Storyblok's private assets: a listed asset's `/f/...` URL answers 403 unless it carries a
 * signature the server made (`?expires={epoch s}&signature={hex}`, valid until `expires`, for the
 * file and any image-service part after it), and `GET /v2/cdn/assets/me?filename={asset URL}&token={asset token}`
 * answers `{ asset: { filename, signed_url, is_private, content_type, ... } }` as Storyblok's
 * "Get Signed URL" does (401 for another token, 404 for a URL that is no asset).
 */
export function registerPrivateAssets(app: FastifyInstance, { paths, assetToken = LOCAL_ASSET_TOKEN, assetOrigin, ttlSeconds = 600, now = Date.now }: PrivateAssetsOptions): void {
  const listed = new Set(paths);
  // Per process: a signed URL outlives no restart, as it outlives no expiry.
  const key = randomBytes(32);
  const signature = (path: string, expires: number) => createHmac('sha256', key).update(`${path}\n${expires}`).digest('hex');
  const originOf = (request: FastifyRequest) => assetOrigin ?? `${request.protocol}://${request.host}`;

  function signedCorrectly(path: string, query: Record<string, string | undefined>): boolean {
    const expires = Number(query['expires']);
    const given = query['signature'] ?? '';
    if (!Number.isInteger(expires) || expires * 1000 < now() || !/^[0-9a-f]{64}$/.test(given)) return false;
    return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(signature(path, expires), 'hex'));
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/f/')) return;
    let path: string;
    try {
      path = filePath(request.url.split('?')[0] as string);
    } catch {
      return;
    }
    if (!listed.has(path) || signedCorrectly(path, request.query as Record<string, string | undefined>)) return;
    return reply.code(403).header('cache-control', 'no-store').send({ error: 'This asset is private: fetch it through its signed URL (cdn/assets/me)' });
  });

  app.get('/v2/cdn/assets/me', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    if (query['token'] !== assetToken) return reply.code(401).send({ error: 'Unauthorized: an asset token of this space is needed' });
    let path: string;
    try {
      path = filePath(new URL(query['filename'] ?? '').pathname);
    } catch {
      return reply.code(422).send({ error: 'filename must be the complete URL of an asset' });
    }
    if (!path.startsWith('f/')) return reply.code(404).send(['This record could not be found']);
    const isPrivate = listed.has(path);
    const expires = Math.floor(now() / 1000) + ttlSeconds;
    const url = `${originOf(request)}/${path.split('/').map(encodeURIComponent).join('/')}`;
    return {
      asset: {
        filename: url,
        is_private: isPrivate,
        signed_url: isPrivate ? `${url}?expires=${expires}&signature=${signature(path, expires)}` : url,
        expire_at: isPrivate ? new Date(expires * 1000).toISOString() : null,
        content_type: path.endsWith('.pdf') ? 'application/pdf' : null,
      },
    };
  });
}
