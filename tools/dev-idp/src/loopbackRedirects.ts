const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** A redirect URI on a loopback host whose path is a registered one, whatever its port (RFC 8252 section 7.3). */
export function isLoopbackVariant(value: string, registered: readonly string[]): boolean {
  const url = parse(value);
  if (!url || url.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname) || url.search || url.hash) return false;
  return registered.some((uri) => {
    const allowed = parse(uri);
    return allowed !== null && LOOPBACK_HOSTS.has(allowed.hostname) && allowed.hostname === url.hostname && allowed.pathname === url.pathname;
  });
}

/** A post-logout target on the origin of a registered one (any page of a known site), or on a loopback port. */
export function isSiteOrigin(value: string, registered: readonly string[]): boolean {
  const url = parse(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return true;
  return registered.some((uri) => parse(uri)?.origin === url.origin);
}
