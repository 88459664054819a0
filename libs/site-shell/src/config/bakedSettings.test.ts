import { bakedSettingsOf, checkBakedSettings, readBakedSettings } from './bakedSettings';

const production = {
  SITE_URL: 'https://www.clavis.de',
  OIDC_ISSUER: 'https://login.clavis.example',
  OIDC_CLIENT_ID: 'clavis-de',
  OIDC_AUDIENCE: 'https://api.clavis.example/extranet',
  STORYBLOK_TOKEN: 'public-token',
};

describe('checkBakedSettings', () => {
  it('lets a server run the pages built with its own settings', () => {
    const settings = bakedSettingsOf(production, 'germany');
    expect(checkBakedSettings(settings, bakedSettingsOf(production, 'germany'))).toEqual({ ok: true });
  });

  it('refuses pages built with the development services, naming each variable in one line', () => {
    const check = checkBakedSettings(bakedSettingsOf({}, 'germany'), bakedSettingsOf(production, 'germany'));
    expect(check.ok).toBe(false);
    const message = (check as { message: string }).message;
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain('development values for SITE_URL, OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_AUDIENCE, CMS_BASE_URL, STORYBLOK_ASSET_ORIGIN.');
    expect(message).not.toContain('differ');
  });

  it('refuses a running value that differs from the baked one', () => {
    const running = bakedSettingsOf({ ...production, SITE_URL: 'https://www.clavis-rehearsal.example', OIDC_CLIENT_ID: 'other' }, 'germany');
    const check = checkBakedSettings(bakedSettingsOf(production, 'germany'), running);
    expect(check).toEqual({ ok: false, message: expect.stringContaining(': SITE_URL, OIDC_CLIENT_ID differ from what the pages were built with.') });
  });

  it('refuses a build that records nothing, and reads back only a whole record', () => {
    expect(checkBakedSettings(undefined, bakedSettingsOf(production, 'germany')).ok).toBe(false);
    const settings = bakedSettingsOf(production, 'germany');
    expect(readBakedSettings(JSON.stringify(settings))).toEqual(settings);
    expect(readBakedSettings('{"SITE_URL":"https://x"}')).toBeUndefined();
    expect(readBakedSettings('not json')).toBeUndefined();
    expect(readBakedSettings(undefined)).toBeUndefined();
  });

  it('refuses a server whose asset origin is not the one the pages preconnect to, and says "differs" of one', () => {
    const running = bakedSettingsOf({ ...production, STORYBLOK_ASSET_ORIGIN: 'https://assets.clavis.example' }, 'germany');
    expect(checkBakedSettings(bakedSettingsOf(production, 'germany'), running)).toEqual({ ok: false, message: expect.stringContaining(': STORYBLOK_ASSET_ORIGIN differs from what the pages were built with.') });
  });

  it('treats a trailing slash of SITE_URL as the same origin', () => {
    const running = bakedSettingsOf({ ...production, SITE_URL: 'https://www.clavis.de/' }, 'germany');
    expect(checkBakedSettings(bakedSettingsOf(production, 'germany'), running)).toEqual({ ok: true });
  });
});
