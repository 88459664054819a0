/** Every address of the machine (or none given): this server answers itself on loopback. */
const ANY_ADDRESS = new Set(['', '0.0.0.0', '::', '[::]']);

/**
 * This server's own origin as Next.js listens, `http://{HOSTNAME}:{PORT}` (Next.js sets `PORT` once
 * it listens, so read it when needed, not at start-up), loopback where it listens on every address.
 */
export function selfOrigin(source: Record<string, string | undefined>): string {
  const hostname = source['HOSTNAME']?.trim() ?? '';
  const host = ANY_ADDRESS.has(hostname) ? '127.0.0.1' : hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
  return `http://${host}:${source['PORT'] ?? '3000'}`;
}
