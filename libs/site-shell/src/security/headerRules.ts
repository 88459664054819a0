// Loaded by Node from dist/ (createNextConfig): relative imports name their .js files.
import { contentSecurityPolicy, NO_ORIGINS } from './contentSecurityPolicy.js';
import { SELF_FRAMED_PATHS } from './framing.js';
import { securityHeaders } from './securityHeaders.js';

/** A rule of Next's `headers()` config. */
export interface HeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}

/**
 * Next's `headers()` rules of every market app: the security headers on every response (pages,
 * route handlers, files, Next's own error pages) and a default Content-Security-Policy that allows
 * no inline script and no framing. The instrumentation replaces it on each HTML page with the
 * page's own (`securityPolicies`); the silent-check paths may be framed by the site.
 */
export function securityHeaderRules({ https = false }: { https?: boolean } = {}): HeaderRule[] {
  const policy = (frame: 'none' | 'self') => ({ key: 'Content-Security-Policy', value: contentSecurityPolicy({ origins: NO_ORIGINS, frame }) });
  return [
    { source: '/:path*', headers: [...securityHeaders({ https }), policy('none')] },
    ...SELF_FRAMED_PATHS.map((path) => ({ source: `/:locale([a-z]{2})?${path}`, headers: [policy('self')] })),
  ];
}
