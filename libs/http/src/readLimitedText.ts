/** Why a request body cannot be read (413: too large) or used (400, 415: the caller's checks). */
export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'BodyError';
  }
}

/**
 * A request body as text, at most `maxBytes`: a larger declared `Content-Length` is refused before
 * reading, and a body without one (chunked) is counted as it streams and cancelled, unread, the
 * moment it passes the cap. Throws `BodyError` with 413 either way. For every route handler that
 * reads a body (the form endpoint, the search endpoints, the revalidation webhook).
 */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new BodyError(413, `The request body is larger than ${maxBytes} bytes.`);
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new BodyError(413, `The request body is larger than ${maxBytes} bytes.`);
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}
