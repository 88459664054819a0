import { identitySettings } from './identitySettings';

describe('identitySettings', () => {
  it('uses the dev IdP without OIDC_* variables', () => {
    expect(identitySettings({})).toEqual({
      issuer: 'http://127.0.0.1:4200',
      clientId: 'clavis-sites',
      audience: 'https://api.clavis.example/extranet',
    });
  });

  it('uses a real provider when the three are set', () => {
    expect(
      identitySettings({ OIDC_ISSUER: 'https://clavis.eu.auth0.com/', OIDC_CLIENT_ID: 'abc', OIDC_AUDIENCE: 'https://api.clavis.example/extranet' }),
    ).toEqual({ issuer: 'https://clavis.eu.auth0.com/', clientId: 'abc', audience: 'https://api.clavis.example/extranet' });
  });
});
