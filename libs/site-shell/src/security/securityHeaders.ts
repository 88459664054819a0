/** A header Next's `headers()` config and the early error answers both send. */
export interface HeaderEntry {
  key: string;
  value: string;
}

/** Two years, the preload list's minimum (RFC 6797). */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The security headers of every response besides its Content-Security-Policy (DESIGN.md section 6).
 * HSTS only where the site is served over HTTPS (`SITE_URL`): on plain HTTP a browser ignores it,
 * and on a local address it would pin the name to HTTPS for every other service there.
 */
export function securityHeaders({ https = false }: { https?: boolean } = {}): HeaderEntry[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
    ...(https ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
  ];
}
