/**
 * @jest-environment node
 */
// The dev IdP as a certified relying-party library (openid-client 6) meets it: discovery, the
// authorization code flow with PKCE, the token response, userinfo and refresh, over loopback.
import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { CLIENT_ID, EXTRANET_AUDIENCE, type DevIdp } from './createDevIdp';
import { browser, logInThrough, startTestIdp } from './testing/loopbackLogin';

const SITE = 'http://127.0.0.1:3000';
const CALLBACK = `${SITE}/auth/callback`;

let idp: DevIdp;
let issuer: string;
let config: client.Configuration;

beforeAll(async () => {
  ({ idp, issuer } = await startTestIdp([SITE]));
  // A public client (no secret); plain HTTP is allowed for the loopback issuer only.
  config = await client.discovery(new URL(issuer), CLIENT_ID, undefined, client.None(), { execute: [client.allowInsecureRequests] });
});
afterAll(() => idp.close());

/** The authorization code flow as openid-client runs it, with the login page filled in. */
async function logIn(email: string, password: string, parameters: Record<string, string> = {}) {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: CALLBACK,
    scope: 'openid profile email',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...parameters,
  });
  const { location } = await logInThrough(browser(), SITE, url.toString(), email, password);
  return client.authorizationCodeGrant(config, new URL(location), { pkceCodeVerifier: codeVerifier, expectedState: state, expectedNonce: nonce });
}

describe('the dev IdP with openid-client', () => {
  it('is discovered with the endpoints it serves', () => {
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(issuer);
    expect(metadata.userinfo_endpoint).toBe(`${issuer}/me`);
    expect(metadata.token_endpoint).toBe(`${issuer}/token`);
    expect(metadata.code_challenge_methods_supported).toContain('S256');
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
  });

  it('answers userinfo with the access token a plain OpenID login gets', async () => {
    const tokens = await logIn('bu-italia@clavis.example', 'partner-demo-2');
    expect(tokens.scope).toBe('openid profile email');
    const claims = tokens.claims();
    expect(claims).toMatchObject({ sub: 'bu-italia-1', aud: CLIENT_ID, name: 'Bruno Italia' });

    const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims?.sub ?? '');
    expect(userinfo).toEqual({
      sub: 'bu-italia-1',
      name: 'Bruno Italia',
      groups: ['partner', 'bu-italy'],
      email: 'bu-italia@clavis.example',
      email_verified: true,
    });
  });

  it('gives only what the scope allows at userinfo', async () => {
    const tokens = await logIn('partner@clavis.example', 'partner-demo-1', { scope: 'openid email' });
    expect(tokens.scope).toBe('openid email');
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, 'partner-1');
    expect(userinfo).toEqual({ sub: 'partner-1', email: 'partner@clavis.example', email_verified: true });
  });

  it.each([
    ['the resource indicator (RFC 8707)', { resource: EXTRANET_AUDIENCE }],
    ["Auth0's audience, as the sites ask", { audience: EXTRANET_AUDIENCE }],
  ])('issues a JWT for the extranet API asked for with %s, with its scope', async (_how, parameters) => {
    const tokens = await logIn('partner@clavis.example', 'partner-demo-1', parameters);
    expect(tokens.scope).toBe('openid profile email');
    const { payload } = await jwtVerify(tokens.access_token, createRemoteJWKSet(new URL(`${issuer}/jwks`)), { issuer, audience: EXTRANET_AUDIENCE });
    expect(payload).toMatchObject({ sub: 'partner-1', groups: ['partner'], scope: 'openid profile email' });
    // That token is for the API, not for userinfo.
    await expect(client.fetchUserInfo(config, tokens.access_token, 'partner-1')).rejects.toMatchObject({ status: 401 });

    // Renewed with the scope the response named, it stays an API token, with a new ID token.
    const renewed = await client.refreshTokenGrant(config, tokens.refresh_token ?? '', { scope: tokens.scope ?? '' });
    expect(renewed.scope).toBe('openid profile email');
    expect(renewed.claims()).toMatchObject({ sub: 'partner-1', aud: CLIENT_ID });
    await expect(jwtVerify(renewed.access_token, createRemoteJWKSet(new URL(`${issuer}/jwks`)), { issuer, audience: EXTRANET_AUDIENCE })).resolves.toBeTruthy();
  });
});
