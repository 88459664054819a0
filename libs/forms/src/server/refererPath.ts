/**
 * The origins this request reached the site under: the browser's `Origin`, the host it asked for
 * (through a proxy's forwarded host and scheme), and the server's own URL. `request.url` alone is
 * not enough: `next start` builds it from its own hostname (`localhost`), whatever the visitor used.
 */
function siteOrigins(request: Request): Set<string> {
  const own = new URL(request.url);
  const header = (name: string) => request.headers.get(name)?.split(',')[0]?.trim() || null;
  const host = header('x-forwarded-host') ?? header('host');
  const scheme = header('x-forwarded-proto') ?? own.protocol.replace(/:$/, '');
  return new Set([own.origin, header('origin'), host ? `${scheme}://${host}` : null].filter((origin): origin is string => Boolean(origin)));
}

/**
 * The path (and query) of the page a request came from, when its `Referer` is this site; null for
 * another site, no Referer or a malformed one.
 */
export function refererPath(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return siteOrigins(request).has(from.origin) ? `${from.pathname}${from.search}` : null;
  } catch {
    return null;
  }
}
