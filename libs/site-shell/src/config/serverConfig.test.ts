import { ConfigError, parseServerConfig, redisUrl } from './serverConfig';

const quiet = () => undefined;

describe('parseServerConfig', () => {
  it('needs nothing: the embedded services stand in', () => {
    expect(parseServerConfig({ MARKET: 'germany' }, quiet)).toEqual({ market: 'germany', env: {} });
  });

  it('falls back to global with a warning for a missing or invalid market', () => {
    const warn = jest.fn();
    expect(parseServerConfig({ MARKET: 'atlantis' }, warn).market).toBe('global');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"atlantis" is not a market'));
    expect(parseServerConfig({}, warn).market).toBe('global');
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('not set'));
  });

  it('names every bad variable on its own line', () => {
    let error: unknown;
    try {
      parseServerConfig(
        { OIDC_ISSUER: 'not a url', STORYBLOK_REGION: 'mars', FORMS_WEBHOOK_URL: 'ftp://x.example' },
        quiet,
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const lines = (error as ConfigError).message.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^OIDC_ISSUER: /),
        expect.stringMatching(/^STORYBLOK_REGION: must be one of/),
        expect.stringMatching(/^FORMS_WEBHOOK_URL: /),
        expect.stringMatching(/^OIDC_CLIENT_ID, OIDC_AUDIENCE: required together with OIDC_ISSUER/),
      ]),
    );
  });

  it('accepts a complete production environment', () => {
    const config = parseServerConfig(
      {
        MARKET: 'italy',
        STORYBLOK_TOKEN: 'abc',
        STORYBLOK_REGION: 'eu',
        OIDC_ISSUER: 'https://login.example.com/',
        OIDC_CLIENT_ID: 'site',
        OIDC_AUDIENCE: 'https://api.example.com',
        ALGOLIA_APP_ID: 'APP',
        ALGOLIA_SEARCH_KEY: 'key',
        ALGOLIA_INDEX: 'products',
      },
      quiet,
    );
    expect(config.market).toBe('italy');
    expect(config.env).toMatchObject({ STORYBLOK_REGION: 'eu', ALGOLIA_INDEX: 'products' });
  });

  it('reads the forms outbox timing as milliseconds and refuses anything else', () => {
    expect(parseServerConfig({ MARKET: 'germany', FORMS_OUTBOX_RETRY_MS: '50', FORMS_OUTBOX_MAX_RETRY_MS: '400' }, quiet).env).toEqual({
      FORMS_OUTBOX_RETRY_MS: 50,
      FORMS_OUTBOX_MAX_RETRY_MS: 400,
    });
    expect(() => parseServerConfig({ FORMS_OUTBOX_RETRY_MS: 'soon' }, quiet)).toThrow(/^FORMS_OUTBOX_RETRY_MS: /m);
    expect(() => parseServerConfig({ FORMS_OUTBOX_MAX_RETRY_MS: '-5' }, quiet)).toThrow(/^FORMS_OUTBOX_MAX_RETRY_MS: /m);
  });

  it('reads FORMS_RETENTION_DAYS as a whole number of days, at least one', () => {
    expect(parseServerConfig({ FORMS_RETENTION_DAYS: '14' }, () => undefined).env.FORMS_RETENTION_DAYS).toBe(14);
    for (const bad of ['0', '-3', '1.5', 'forever']) {
      expect(() => parseServerConfig({ FORMS_RETENTION_DAYS: bad }, () => undefined)).toThrow(/^FORMS_RETENTION_DAYS: /);
    }
  });

  it('reads AUDIT_RETENTION_DAYS as a whole number of days, at least one', () => {
    expect(parseServerConfig({ AUDIT_RETENTION_DAYS: '90' }, () => undefined).env.AUDIT_RETENTION_DAYS).toBe(90);
    for (const bad of ['0', '-3', '1.5', 'forever']) {
      expect(() => parseServerConfig({ AUDIT_RETENTION_DAYS: bad }, () => undefined)).toThrow(/^AUDIT_RETENTION_DAYS: /);
    }
  });

  it('takes EXTRANET_SIGNING_SECRET as keys of at least 32 characters, several comma-separated while rotating', () => {
    const [next, previous] = ['n'.repeat(32), 'p'.repeat(40)];
    expect(parseServerConfig({ EXTRANET_SIGNING_SECRET: `${next},${previous}` }, () => undefined).env.EXTRANET_SIGNING_SECRET).toBe(`${next},${previous}`);
    for (const bad of ['short', `${next},short`, ' , ']) {
      expect(() => parseServerConfig({ EXTRANET_SIGNING_SECRET: bad }, () => undefined)).toThrow(/^EXTRANET_SIGNING_SECRET: must have at least 32 characters/);
    }
  });

  it('takes GTM_ID as a Tag Manager container id only', () => {
    expect(parseServerConfig({ GTM_ID: 'GTM-AB12CD' }, () => undefined).env.GTM_ID).toBe('GTM-AB12CD');
    for (const bad of ['AB12CD', 'GTM-ab12cd', 'G-AB12CD', 'GTM-AB"><script>']) {
      expect(() => parseServerConfig({ GTM_ID: bad }, () => undefined)).toThrow(/^GTM_ID: must be a Tag Manager container id/);
    }
  });

  it('takes FORMS_WEBHOOK_SECRET as whsec_ keys, several comma-separated, and refuses anything else', () => {
    const key = (byte: number) => `whsec_${Buffer.alloc(32, byte).toString('base64')}`;
    expect(parseServerConfig({ FORMS_WEBHOOK_SECRET: `${key(1)},${key(2)}` }, () => undefined).env.FORMS_WEBHOOK_SECRET).toBe(`${key(1)},${key(2)}`);
    for (const bad of ['plain-secret', `${key(1)},plain`, 'whsec_c2hvcnQ=']) {
      expect(() => parseServerConfig({ FORMS_WEBHOOK_SECRET: bad }, () => undefined)).toThrow(/^FORMS_WEBHOOK_SECRET: must be whsec_/);
    }
  });

  it('reads REDIS_URL, or CACHE_REDIS_URL, its earlier name, as the shared Redis', () => {
    expect(redisUrl(parseServerConfig({ REDIS_URL: 'redis://shared:6379' }, quiet).env)).toBe('redis://shared:6379');
    expect(redisUrl(parseServerConfig({ CACHE_REDIS_URL: 'redis://cache:6379' }, quiet).env)).toBe('redis://cache:6379');
    expect(redisUrl(parseServerConfig({ REDIS_URL: 'redis://a:6379', CACHE_REDIS_URL: 'redis://a:6379' }, quiet).env)).toBe('redis://a:6379');
    expect(redisUrl(parseServerConfig({}, quiet).env)).toBeUndefined();
    expect(() => parseServerConfig({ REDIS_URL: 'redis://a:6379', CACHE_REDIS_URL: 'redis://b:6379' }, quiet)).toThrow(/^CACHE_REDIS_URL: differs from REDIS_URL/);
    expect(() => parseServerConfig({ REDIS_URL: 'https://a' }, quiet)).toThrow('REDIS_URL: must be a redis:// or rediss:// URL');
  });

  it('reads CACHE_REDIS_URL as a redis:// or rediss:// URL only', () => {
    expect(parseServerConfig({ CACHE_REDIS_URL: 'redis://cache.internal:6379' }, quiet).env.CACHE_REDIS_URL).toBe('redis://cache.internal:6379');
    expect(parseServerConfig({ CACHE_REDIS_URL: 'rediss://user:secret@cache.example:6380' }, quiet).env.CACHE_REDIS_URL).toBe('rediss://user:secret@cache.example:6380');
    expect(() => parseServerConfig({ CACHE_REDIS_URL: 'http://cache.internal' }, quiet)).toThrow('CACHE_REDIS_URL: must be a redis:// or rediss:// URL');
  });

  it('treats empty strings as unset', () => {
    expect(parseServerConfig({ MARKET: 'spain', STORYBLOK_TOKEN: '' }, quiet).env).toEqual({});
  });
});
