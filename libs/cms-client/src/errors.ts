/**
 * What kind of failure a `CmsClientError` is: an answer of the CMS (`response`), none (`network`),
 * a client set up without what the call needs (`configuration`), or a request refused before it was
 * sent because its path would leave the API path it was built for (`unsafe-path`).
 */
export type CmsClientErrorCode = 'response' | 'network' | 'configuration' | 'unsafe-path';

/**
 * Every failure of a CMS call: a non-2xx answer (after the retries it was entitled to), a network
 * error (`status` 0), or a request refused before it left. Callers branch on `status` (404 -> not
 * found page, 401 -> preview only) and `code`.
 */
export class CmsClientError extends Error {
  override readonly name = 'CmsClientError';
  /** HTTP status of the last attempt; 0 when no response arrived (network error). */
  readonly status: number;
  /** @default 'network' when `status` is 0, else 'response' */
  readonly code: CmsClientErrorCode;
  /** Parsed body of the last answer, when there was one. */
  readonly body: unknown;
  /** The URL that was asked for, without the access token. */
  readonly url: string | undefined;

  constructor(
    message: string,
    options: { status: number; code?: CmsClientErrorCode; body?: unknown; url?: string; cause?: unknown },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
    this.code = options.code ?? (options.status === 0 ? 'network' : 'response');
    this.body = options.body;
    this.url = options.url;
  }
}

/**
 * Whether a value is a CMS failure. Also true for one made by another copy of this module: a
 * bundler can give route handlers and pages their own copies while they share one client (a
 * process-wide cache), and `instanceof` fails across copies.
 */
export function isCmsClientError(value: unknown): value is CmsClientError {
  if (value instanceof CmsClientError) return true;
  return (
    value instanceof Error &&
    value.name === 'CmsClientError' &&
    typeof (value as { status?: unknown }).status === 'number'
  );
}
