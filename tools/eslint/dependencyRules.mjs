// DESIGN.md section 1, "Dependency direction", encoded lib by lib. Each project carries a
// `scope:<lib>` tag; each entry lists exactly the scopes that lib may import. Only site-shell
// and next-tuning (its Next.js patches, which only site-shell may import) may import Next.js.
const nextImports = ['next', 'next/*', '@next/*'];

export const scopeDependencies = {
  'design-system': [],
  'i18n-routing': [],
  'cms-client': ['i18n-routing'],
  auth: [],
  http: [],
  forms: ['design-system', 'i18n-routing', 'http'],
  blocks: ['design-system', 'i18n-routing', 'cms-client', 'forms'],
  search: ['design-system', 'i18n-routing', 'http'],
  extranet: ['auth', 'blocks', 'search', 'design-system', 'i18n-routing', 'cms-client', 'http'],
  'next-tuning': [],
  'site-shell': [
    'next-tuning',
    'design-system',
    'i18n-routing',
    'cms-client',
    'auth',
    'forms',
    'http',
    'blocks',
    'search',
    'extranet',
  ],
  app: ['site-shell'],
  tools: ['i18n-routing', 'cms-client', 'tools'],
  // The workspace's commands (tools/scripts): any library through its public entries.
  scripts: ['i18n-routing', 'cms-client', 'forms', 'blocks', 'search', 'site-shell', 'tools'],
  e2e: ['i18n-routing', 'cms-client', 'tools'],
};

const mayImportNext = new Set(['site-shell', 'next-tuning', 'app', 'e2e']);

export const depConstraints = Object.entries(scopeDependencies).map(([scope, allowed]) => ({
  sourceTag: `scope:${scope}`,
  // An empty list would put no limit at all; naming the lib's own scope allows nothing else.
  onlyDependOnLibsWithTags: [`scope:${scope}`, ...allowed.map((name) => `scope:${name}`)],
  ...(mayImportNext.has(scope) ? {} : { bannedExternalImports: nextImports }),
}));

/**
 * Tests, stories and `testing/` helpers may also read the content server's committed fixture
 * stories (`@clavis/content-server/stories/...`), so what they render is what the local CMS serves.
 */
export const testDepConstraints = depConstraints.map((constraint) => ({
  ...constraint,
  onlyDependOnLibsWithTags: [...constraint.onlyDependOnLibsWithTags, 'scope:fixtures'],
}));
