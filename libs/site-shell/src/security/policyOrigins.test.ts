import { policyOrigins, STORYBLOK_EDITOR_ORIGIN, TAG_MANAGER_ORIGINS } from './policyOrigins';

describe('policyOrigins', () => {
  it('names the embedded services when nothing is configured', () => {
    expect(policyOrigins({ CMS_BASE_URL: 'http://127.0.0.1:12110/v2' })).toEqual({
      assets: ['http://127.0.0.1:12110', 'http://127.0.0.1:4100'],
      identity: ['http://127.0.0.1:4200'],
      search: [],
      editor: [STORYBLOK_EDITOR_ORIGIN, 'http://127.0.0.1:12110'],
    });
  });

  it('names Storyblok, the configured issuer and Algolia when they are set', () => {
    const origins = policyOrigins({ STORYBLOK_TOKEN: 't', OIDC_ISSUER: 'https://login.clavis.example/tenant/', ALGOLIA_APP_ID: 'ABC123' });
    expect(origins.assets).toEqual(['https://a.storyblok.com']);
    expect(origins.identity).toEqual(['https://login.clavis.example']);
    expect(origins.search).toContain('https://abc123-dsn.algolia.net');
    expect(origins.editor).toEqual([STORYBLOK_EDITOR_ORIGIN]);
  });

  it("names the tag manager's hosts only with GTM_ID", () => {
    expect(policyOrigins({ GTM_ID: 'GTM-AB12CD' }).tags).toBe(TAG_MANAGER_ORIGINS);
    expect(TAG_MANAGER_ORIGINS.scripts).toEqual(['https://*.googletagmanager.com']);
    expect(policyOrigins({}).tags).toBeUndefined();
  });
});
