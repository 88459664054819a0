import { cmsSettings, LOCAL_CMS_BASE_URL, LOCAL_PUBLIC_TOKEN } from './cmsSettings';

describe('cmsSettings', () => {
  it('reads the embedded content server when nothing is configured', () => {
    expect(cmsSettings({})).toMatchObject({ baseUrl: LOCAL_CMS_BASE_URL, accessToken: LOCAL_PUBLIC_TOKEN, local: true });
  });

  it('keeps the fixture token for another local content server (a test copy on its own port)', () => {
    expect(cmsSettings({ CMS_BASE_URL: 'http://127.0.0.1:4199/v2' })).toMatchObject({
      baseUrl: 'http://127.0.0.1:4199/v2',
      accessToken: LOCAL_PUBLIC_TOKEN,
      assetOrigin: 'http://127.0.0.1:4199',
    });
  });

  it("reads Storyblok in the token's region when a token is set", () => {
    expect(cmsSettings({ STORYBLOK_TOKEN: 'tok', STORYBLOK_REGION: 'us' })).toEqual({
      baseUrl: 'https://api-us.storyblok.com/v2',
      accessToken: 'tok',
      previewToken: undefined,
      local: false,
      assetOrigin: 'https://a-us.storyblok.com',
    });
  });

  it("takes the region's asset host, or the space's own asset domain", () => {
    expect(cmsSettings({ STORYBLOK_TOKEN: 'tok' }).assetOrigin).toBe('https://a.storyblok.com');
    expect(cmsSettings({ STORYBLOK_TOKEN: 'tok', STORYBLOK_REGION: 'cn' }).assetOrigin).toBe('https://a.storyblokchina.cn');
    expect(cmsSettings({ STORYBLOK_TOKEN: 'tok', STORYBLOK_ASSET_ORIGIN: 'https://assets.clavis.example/' }).assetOrigin).toBe('https://assets.clavis.example');
  });
});
