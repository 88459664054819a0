const BEARER_SCHEME = /^Bearer(?:[ \t]|$)/i;
const BEARER_CREDENTIALS = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;

/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (!header) return null;
  return BEARER_CREDENTIALS.exec(header)?.[1] ?? null;
}

/**
 * Whether the request tries the Bearer scheme at all: without it (no `Authorization` header, or
 * another scheme) it carries no credentials for a bearer-protected resource (RFC 6750 section 3.1).
 */
export function triesBearer(request: Request): boolean {
  return BEARER_SCHEME.test(request.headers.get('authorization') ?? '');
}
