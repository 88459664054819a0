import type { SearchEngine } from '../engine/createSearchEngine';
import { createMultiQueryHandler, type MultiQueryHandler } from './createMultiQueryHandler';

/** The outcome of verifying an extranet request's bearer token (site-shell's `verifyExtranetRequest`). */
export type ExtranetVerification = { ok: true } | { ok: false; response: Response };

/**
 * The public indexes' multi-query handler: `handle` answers `POST /api/search`, `run` a parsed body
 * (the search page's first results, on the server), with one answer cache for both. An extranet
 * index name answers 404 here.
 */
export function createPublicSearch(engine: SearchEngine): MultiQueryHandler {
  return createMultiQueryHandler({ resolveIndex: (name) => engine.resolvePublic(name) });
}

/** `POST /api/search`: the public indexes only; an extranet index name answers 404 here. */
export function createPublicSearchHandler(engine: SearchEngine): (request: Request) => Promise<Response> {
  const handler = createPublicSearch(engine);
  return (request) => handler.handle(request);
}

/**
 * `POST /api/extranet/search`: the token is verified before the body is read; then the extranet
 * indexes and the public catalogue answer.
 */
export function createExtranetSearchHandler({
  engine,
  verify,
}: {
  engine: SearchEngine;
  /** Verifies the request's bearer token; a refusal's response (401, 403) is answered as it is. */
  verify: (request: Request) => Promise<ExtranetVerification>;
}): (request: Request) => Promise<Response> {
  const handler = createMultiQueryHandler({ resolveIndex: (name) => engine.resolveWithExtranet(name) });
  return async (request) => {
    const verification = await verify(request);
    if (!verification.ok) return verification.response;
    return handler.handle(request);
  };
}
