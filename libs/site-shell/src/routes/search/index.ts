// `@clavis/site-shell/api/search`: `POST /api/search`, the embedded engine's multi-query endpoint.
import 'server-only';
import { createExtranetSearchHandler } from '@clavis/search/server';
import { addressRateLimit, RATE_LIMITS } from '../withRateLimit';
import { siteServices } from '../../server/services';

type Handler = (request: Request) => Promise<Response>;

/**
 * Every query runs the engine: one address gets `RATE_LIMITS.search` a minute (DESIGN.md section
 * 6), `/api/search` and Algolia's paths together. Over it, 429 with `Retry-After` and Algolia's
 * `{ message, status }`, which Algolia's clients read (an `{ error }` body left them without a message).
 */
const searchLimit = addressRateLimit({ name: 'search', limit: RATE_LIMITS.search });
function algoliaRateLimited(handler: Handler): Handler {
  return async (request) => {
    const hit = await searchLimit(request);
    if (hit.allowed) return handler(request);
    return Response.json(
      { message: 'Too many requests from this address. Please try again later.', status: 429 },
      {
        status: 429,
        headers: {
          'cache-control': 'no-store',
          'retry-after': String(Math.max(1, Math.ceil(hit.retryAfterMs / 1000))),
          'access-control-allow-origin': '*',
        },
      },
    );
  };
}

export const searchPOST = algoliaRateLimited((request) =>
  siteServices().publicSearch.handle(request),
);

/**
 * Algolia's REST paths (`/1/indexes/...`: multi-query, one index, facet search, one record) over
 * the public indexes, for any Algolia client given this site as its host; never the extranet's.
 */
export const algoliaRestRoute = algoliaRateLimited((request) =>
  siteServices().publicSearch.handleRest(request),
);

/**
 * `POST /api/extranet/search` over this site's engine: the extranet indexes and the public
 * catalogue, after `verify` (site-shell's `verifyExtranetRequest`) accepted the bearer token.
 */
export function createExtranetSearchPOST(
  verify: Parameters<typeof createExtranetSearchHandler>[0]['verify'],
) {
  // One handler, made on the first request (not while Next builds): its answer cache lasts.
  let handler: ((request: Request) => Promise<Response>) | undefined;
  return (request: Request): Promise<Response> => {
    handler ??= createExtranetSearchHandler({ engine: siteServices().searchEngine, verify });
    return handler(request);
  };
}
