import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { inRequestContext, REQUEST_ID_HEADER, requestIdFrom } from './requestContext';

/** Probes answer every few seconds per instance: logged at debug, not at info. */
const QUIET_PATHS = new Set(['/healthz', '/readyz']);

/** The path alone: a query may hold what must not be logged (a draft secret, a search, an address). */
const pathOf = (url: string | undefined) => (url ?? '/').split('?', 1)[0] as string;

/**
 * One access line per request (pino-http's fields: `req.id`, `req.method`, `req.url`,
 * `res.statusCode`, `responseTime`), the request's id echoed in `X-Request-Id`, and the rest of
 * its handling run in its context. No header, cookie, query or body is logged.
 */
export function createAccessLog(logger: Logger) {
  const http = pinoHttp({
    logger,
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      const id = requestIdFrom(request.headers[REQUEST_ID_HEADER]);
      response.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (request, response, error) => {
      if (error || response.statusCode >= 500) return 'error';
      return QUIET_PATHS.has(pathOf(request.url)) ? 'debug' : 'info';
    },
    customSuccessMessage: () => 'request completed',
    serializers: {
      req: (request: { id: unknown; method: string; url: string }) => ({ id: request.id, method: request.method, url: pathOf(request.url) }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
  });
  return (request: IncomingMessage, response: ServerResponse, handle: () => boolean): boolean => {
    http(request, response);
    return inRequestContext({ id: String(request.id) }, handle);
  };
}
