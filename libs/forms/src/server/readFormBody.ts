import { BodyError, readLimitedText } from '@clavis/http';

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
