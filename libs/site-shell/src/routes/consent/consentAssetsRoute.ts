import type { ConsentAssets } from '../../consent/consentAssets';

/** A year: every asset's path carries the version of its content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `GET /_clavis/consent/{version}/…`: the consent loader, manager and stylesheet of this server's
 * tag manager; 404 for anything else, and for everything without a tag manager configured.
 */
export function consentAssetsRoute(assets: () => ConsentAssets | undefined): (request: Request) => Response {
  return (request) => {
    const asset = assets()?.asset(new URL(request.url).pathname);
    if (!asset) return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
    return new Response(asset.body, { status: 200, headers: { 'content-type': asset.contentType, 'cache-control': IMMUTABLE, 'x-robots-tag': 'noindex' } });
  };
}
