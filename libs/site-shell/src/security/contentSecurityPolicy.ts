// Loaded by Node from dist/ (createNextConfig) and bundled by Turbopack (the instrumentation): no
// relative imports, which would need a .js ending for the one and none for the other.

/** Where a page may be framed: nowhere (every page), by the site itself (the login's silent check), by the CMS editor (draft mode). */
export type FrameRule = 'none' | 'self' | 'editor';

/** The origins a policy allows besides the site itself; see `policyOrigins`. */
export interface PolicyOrigins {
  /** Where the CMS serves images and files (Storyblok's asset CDN or the embedded content server). */
  assets: readonly string[];
  /** The identity provider (token calls, the silent check's hidden frame). */
  identity: readonly string[];
  /** The search service (Algolia's hosts when configured). */
  search: readonly string[];
  /** The CMS's visual editor: it frames draft pages and serves their bridge script. */
  editor: readonly string[];
  /** The tag manager's hosts, when one is configured (and loaded only after consent). @default none */
  tags?: TagOrigins;
}

/** Where a tag manager loads its scripts from, sends its measurements to, and frames (its preview mode). */
export interface TagOrigins {
  scripts: readonly string[];
  reports: readonly string[];
  frames: readonly string[];
}

export interface PolicyOptions {
  origins: PolicyOrigins;
  /** `'sha256-…'` sources of the page's inline scripts, or a `'nonce-…'` source. */
  scriptSources?: readonly string[];
  frame?: FrameRule;
}

const join = (...sources: ReadonlyArray<string | readonly string[]>) => [...new Set(sources.flat())].join(' ');

/**
 * The Content-Security-Policy of a response (DESIGN.md section 6): scripts from the site itself
 * and the inline scripts named by hash or nonce (`scriptSources`), never `unsafe-inline`; styles may be inline (React
 * writes style attributes); images from the CMS; connections to the identity and search services;
 * the tag manager's scripts, measurements and preview frame when one is configured (its custom
 * HTML tags, inline scripts of its own, stay refused);
 * no plugins, no foreign base or form targets; framing as `frame` says.
 */
export function contentSecurityPolicy({ origins, scriptSources = [], frame = 'none' }: PolicyOptions): string {
  const draft = frame === 'editor';
  const tags = origins.tags ?? { scripts: [], reports: [], frames: [] };
  const directives = [
    "default-src 'self'",
    `script-src ${join("'self'", scriptSources, tags.scripts, draft ? origins.editor : [])}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${join("'self'", 'data:', 'blob:', origins.assets, tags.reports)}`,
    `media-src ${join("'self'", origins.assets)}`,
    "font-src 'self' data:",
    `connect-src ${join("'self'", origins.identity, origins.search, tags.reports, draft ? origins.editor : [])}`,
    `frame-src ${join("'self'", origins.identity, tags.frames)}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${join("'self'", origins.identity)}`,
    `frame-ancestors ${frame === 'none' ? "'none'" : frame === 'self' ? "'self'" : join("'self'", origins.editor)}`,
  ];
  return directives.join('; ');
}

/** No origin but the site's own: the policy of responses that are not pages (route handlers, files). */
export const NO_ORIGINS: PolicyOrigins = { assets: [], identity: [], search: [], editor: [] };
