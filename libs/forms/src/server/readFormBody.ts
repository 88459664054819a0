/** Why a request body cannot be read as form values. */
export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'BodyError';
  }
}

export type BodyValues = Record<string, unknown>;

const mediaType = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();

/**
 * Whether a browser posted the form itself (no JavaScript): such a visitor sees the answer as a
 * page, so it gets a redirect or an HTML page rather than JSON.
 */
export function isBrowserPost(request: Request): boolean {
  const type = mediaType(request);
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
}

/**
 * A request body as text, at most `maxBytes`: a larger declared `Content-Length` is refused before
 * reading, and a body without one (chunked) is counted as it streams and cut off, unread, the
 * moment it passes the cap. Throws `BodyError` with 413 either way. For every route handler that
 * reads a body (the form endpoint, the revalidation webhook).
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

/**
 * The submitted values from a JSON object body or a URL-encoded form post (a browser without
 * JavaScript). Repeated keys of a form post become arrays (checkbox groups).
 */
export async function readFormBody(request: Request, maxBytes: number): Promise<BodyValues> {
  const type = mediaType(request);
  const text = await readLimitedText(request, maxBytes);
  if (type === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new BodyError(400, 'The request body is not valid JSON.');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new BodyError(400, 'The request body must be a JSON object of field values.');
    }
    return parsed as BodyValues;
  }
  if (type === 'application/x-www-form-urlencoded') {
    const values: BodyValues = {};
    for (const [key, value] of new URLSearchParams(text)) {
      const existing = values[key];
      if (existing === undefined) values[key] = value;
      else values[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
    return values;
  }
  throw new BodyError(
    415,
    'Send the form as application/json or application/x-www-form-urlencoded.',
  );
}
