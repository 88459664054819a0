import type { IncomingMessage } from 'node:http';
import { siteConfig } from '../config/siteConfig';

/**
 * The request header that carries the TCP peer's address from the HTTP server to the route
 * handlers (a Web `Request` has no socket). `stampPeerAddress` sets it on every request before
 * Next.js sees it, replacing whatever a client sent under that name.
 */
export const PEER_ADDRESS_HEADER = 'x-clavis-peer-address';

/** Writes the socket's remote address into `PEER_ADDRESS_HEADER` (site-shell's instrumentation, per request). */
export function stampPeerAddress(request: IncomingMessage): void {
  request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
}

/**
 * The client's address, for every per-address rate limit: the TCP peer (`PEER_ADDRESS_HEADER`),
 * unless `trustedHops` proxies stand in front of the site. Then the peer is the nearest proxy and
 * each trusted proxy appended the address it saw to `X-Forwarded-For`: the client is the entry
 * `trustedHops` places from the right of `X-Forwarded-For` + peer. Entries further left are what
 * the client claimed, never used: a stranger naming a new address on each request stays one
 * address. `unknown` when the server did not stamp the peer (outside site-shell's instrumentation).
 */
export function clientAddress(
  request: Request,
  trustedHops: number = siteConfig().trustedProxyHops,
): string {
  const peer = request.headers.get(PEER_ADDRESS_HEADER)?.trim() || 'unknown';
  if (trustedHops <= 0) return peer;
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  return chain[Math.max(0, chain.length - 1 - trustedHops)] as string;
}
