/** IPv4 loopback literals (127.0.0.0/8) and IPv6's (::1, bracketed or not). */
const LOOPBACK_LITERAL = /^(127(\.\d{1,3}){3}|\[?::1\]?)$/;

export type ListenAddressCheck = { ok: true } | { ok: false; message: string };

/**
 * Whether the standalone server may listen on `HOSTNAME`. Next.js writes the proxy's rewrites with
 * a loopback address turned into `localhost` (its NextURL), then compares them with the address it
 * listens on: with `HOSTNAME=127.0.0.1` they differ, so it forwards every rewritten request (a
 * search, an unknown path's 404) to http://localhost:PORT as to another site, where `localhost`
 * may be ::1, which this server does not answer: those pages answered 500. `localhost` itself
 * keeps the server on the loopback interface without the mismatch.
 */
export function checkListenAddress(env: Record<string, string | undefined>): ListenAddressCheck {
  const hostname = env['HOSTNAME']?.trim() ?? '';
  if (!LOOPBACK_LITERAL.test(hostname)) return { ok: true };
  return {
    ok: false,
    message: `Refusing to listen on HOSTNAME=${hostname}: Next.js would send the pages its proxy rewrites (search results, 404s) to http://localhost, which a server bound to ${hostname} alone may not answer. Use HOSTNAME=localhost to stay on the loopback interface, or 0.0.0.0 for every interface.`,
  };
}
