import type { Instrumentation } from 'next';
import type { Logger } from 'pino';
import { processWide } from '../process/processWide';
import { currentRequestId, REQUEST_ID_HEADER, requestIdFrom } from '../logging/requestContext';
import { siteLogger } from '../logging/logger';
import { siteTracing } from '../tracing/siteTracing';

type RequestErrorArguments = Parameters<Instrumentation.onRequestError>;

/**
 * Next.js reports one error as often as it meets it (the page's render and its payload's, each
 * boundary it passes), always the same object: the first report is the one logged.
 */
const reported = () => processWide('reportedRequestErrors', () => new WeakSet<object>());

/**
 * `onRequestError`: each server error once, as one line at error level with the request's id (the
 * line's `reqId`), the route's pattern and kind (never the path or query, which may carry what
 * must not be logged), and recorded on the request's span when tracing is on.
 */
export function reportRequestError(
  error: RequestErrorArguments[0],
  request: RequestErrorArguments[1],
  context: RequestErrorArguments[2],
  logger: Logger = siteLogger(),
): void {
  if (typeof error === 'object' && error !== null) {
    if (reported().has(error)) return;
    reported().add(error);
  }
  const err = error instanceof Error ? error : new Error(String(error));
  // Inside the request the logger's mixin names it; outside (a background revalidation) its header does.
  const reqId = currentRequestId() ? undefined : requestIdFrom(request.headers[REQUEST_ID_HEADER]);
  const digest = (err as Error & { digest?: unknown }).digest;
  logger.error(
    {
      err,
      ...(reqId && { reqId }),
      route: context.routePath,
      routeType: context.routeType,
      ...(context.renderSource && { renderSource: context.renderSource }),
      ...(typeof digest === 'string' && { digest }),
    },
    `server error: ${err.message}`,
  );
  siteTracing()?.recordError(err);
}
