/**
 * @jest-environment node
 */
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { CLIENT_ID, EXTRANET_AUDIENCE, type DevIdp } from './createDevIdp';
import { browser, follow as followTo, logInThrough, startTestIdp, type BrowserRequest } from './testing/loopbackLogin';

const SITE = 'http://127.0.0.1:3000';
const CALLBACK = `${SITE}/auth/callback`;

let idp: DevIdp;
let issuer: string;

beforeAll(async () => {
  ({ idp, issuer } = await startTestIdp([SITE]));
});
afterAll(() => idp.close());

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The sites' authorization request: their scopes and Auth0's `audience` for the extranet API. */
function authorizeUrl(challenge: string, extra: Record<string, string> = {}) {
  const url = new URL(`${issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: 'openid profile email',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    audience: EXTRANET_AUDIENCE,
    ...extra,
  }).toString();
  return url.toString();
}

const follow = (request: BrowserRequest, url: string, init?: RequestInit) => followTo(request, SITE, url, init);

async function logIn(request: BrowserRequest, email: string, password: string, extra: Record<string, string> = {}) {
  const { verifier, challenge } = pkce();
  const submitted = await logInThrough(request, SITE, authorizeUrl(challenge, extra), email, password);
  return { ...submitted, verifier };
}

async function exchange(code: string, verifier: string) {
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, code_verifier: verifier, client_id: CLIENT_ID, redirect_uri: CALLBACK }).toString(),
  });
  expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
  return (await response.json()) as Record<string, string>;
}

describe('dev IdP', () => {
  it('keeps a wrong password on the login page with its error', async () => {
    const { response, location } = await logIn(browser(), 'partner@clavis.example', 'wrong');
    expect(location).toMatch(/\/interaction\/[^/]+\/login$/);
    const html = await response.text();
    expect(html).toContain('Wrong e-mail or password.');
    expect(html).toContain('value="partner@clavis.example"');
  });

  it('logs a partner in and issues a JWT access token for the extranet audience with the groups', async () => {
    const { location, verifier } = await logIn(browser(), 'bu-italia@clavis.example', 'partner-demo-2');
    const callback = new URL(location);
    expect(callback.origin + callback.pathname).toBe(CALLBACK);
    expect(callback.searchParams.get('state')).toBe('state-1');
    const tokens = await exchange(callback.searchParams.get('code') ?? '', verifier);

    const { payload, protectedHeader } = await jwtVerify(tokens['access_token'] ?? '', createRemoteJWKSet(new URL(`${issuer}/jwks`)), {
      issuer,
      audience: EXTRANET_AUDIENCE,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ sub: 'bu-italia-1', groups: ['partner', 'bu-italy'], email: 'bu-italia@clavis.example' });
    expect(decodeJwt(tokens['id_token'] ?? '')).toMatchObject({ aud: CLIENT_ID, nonce: 'nonce-1', name: 'Bruno Italia', groups: ['partner', 'bu-italy'] });
    expect(tokens['refresh_token']).toBeTruthy();
    // The scope granted is the one asked for, on the token and in the response.
    expect(tokens['scope']).toBe('openid profile email');
    expect(payload['scope']).toBe('openid profile email');
  });

  it('refuses an audience it does not know', async () => {
    const { location } = await follow(browser(), authorizeUrl(pkce().challenge, { audience: 'https://other.example/api' }));
    expect(new URL(location).searchParams.get('error')).toBe('invalid_target');
  });

  it('rotates refresh tokens: a used one is refused', async () => {
    const { location, verifier } = await logIn(browser(), 'partner@clavis.example', 'partner-demo-1');
    const tokens = await exchange(new URL(location).searchParams.get('code') ?? '', verifier);
    // As oidc-client-ts renews: with the scope the token response named.
    const refresh = (token: string) =>
      fetch(`${issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token, client_id: CLIENT_ID, scope: tokens['scope'] ?? '' }).toString(),
      });
    const first = await refresh(tokens['refresh_token'] ?? '');
    expect(first.status).toBe(200);
    const renewed = (await first.json()) as Record<string, string>;
    expect(renewed['refresh_token']).toBeTruthy();
    expect(renewed['refresh_token']).not.toBe(tokens['refresh_token']);
    expect(decodeJwt(renewed['access_token'] ?? '').aud).toBe(EXTRANET_AUDIENCE);
    // A new ID token too, so the site's session keeps a current one.
    expect(decodeJwt(renewed['id_token'] ?? '')).toMatchObject({ aud: CLIENT_ID, sub: 'partner-1' });
    expect(renewed['scope']).toBe('openid profile email');
    expect((await refresh(tokens['refresh_token'] ?? '')).status).toBe(400);
  });

  it('answers a silent check with the session, and login_required without one', async () => {
    const request = browser();
    await logIn(request, 'partner@clavis.example', 'partner-demo-1');
    const silent = await follow(request, authorizeUrl(pkce().challenge, { prompt: 'none', redirect_uri: `${SITE}/auth/silent-check` }));
    expect(new URL(silent.location).searchParams.get('code')).toBeTruthy();

    const anonymous = await follow(browser(), authorizeUrl(pkce().challenge, { prompt: 'none', redirect_uri: `${SITE}/auth/silent-check` }));
    expect(new URL(anonymous.location).searchParams.get('error')).toBe('login_required');
  });

  it('accepts a site on another loopback port and refuses a foreign redirect', async () => {
    const other = await follow(browser(), authorizeUrl(pkce().challenge, { redirect_uri: 'http://127.0.0.1:8000/auth/callback' }));
    expect(other.location).toMatch(/\/interaction\//);
    const foreign = await browser()(authorizeUrl(pkce().challenge, { redirect_uri: 'https://evil.example/auth/callback' }));
    expect(foreign.status).toBe(400);
  });

  it('ends the session at logout and goes back to the site', async () => {
    const request = browser();
    const { location, verifier } = await logIn(request, 'partner@clavis.example', 'partner-demo-1');
    const tokens = await exchange(new URL(location).searchParams.get('code') ?? '', verifier);
    const endSession = new URL(`${issuer}/session/end`);
    endSession.search = new URLSearchParams({ id_token_hint: tokens['id_token'] ?? '', post_logout_redirect_uri: `${SITE}/` }).toString();
    const page = await request(endSession.toString());
    const html = await page.text();
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const done = await follow(request, new URL(action, issuer).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(done.location).toBe(`${SITE}/`);
    const silent = await follow(request, authorizeUrl(pkce().challenge, { prompt: 'none' }));
    expect(new URL(silent.location).searchParams.get('error')).toBe('login_required');
  });
});
