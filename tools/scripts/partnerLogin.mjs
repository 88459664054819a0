// A partner's access token from the embedded identity provider, got the way the site's login gets
// it (authorization code with PKCE, the provider's own login form), without a browser: for the
// scripts that attack or measure the extranet API as a signed-in partner.
import { createHash, randomBytes } from 'node:crypto';

const CLIENT_ID = 'clavis-sites';
const EXTRANET_AUDIENCE = 'https://api.clavis.example/extranet';

/** fetch with a cookie jar and no automatic redirects, as a browser tab would carry its cookies. */
function browserTab() {
  const jar = new Map();
  return async (url, init = {}) => {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') }, signal: AbortSignal.timeout(15_000) });
    for (const cookie of response.headers.getSetCookie()) {
      const [name, ...value] = (cookie.split(';')[0] ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
    return response;
  };
}

/** Follows redirects until one leaves for the site (the redirect URI) or a page answers. */
async function follow(tab, site, url, init) {
  let response = await tab(url, init);
  while (response.status >= 300 && response.status < 400) {
    const location = new URL(response.headers.get('location') ?? '', url).toString();
    if (location.startsWith(site)) return location;
    url = location;
    response = await tab(url);
  }
  return { response, url };
}

/**
 * Logs `email` in at the provider `issuer` for the site at `site` and answers the extranet access
 * token (a JWT for the extranet API's audience).
 */
export async function partnerAccessToken({ issuer, site, email, password }) {
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${site}/auth/callback`;
  const authorize = new URL(`${issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    audience: EXTRANET_AUDIENCE,
  }).toString();
  const tab = browserTab();
  const loginPage = await follow(tab, site, authorize.toString());
  if (typeof loginPage === 'string') throw new Error(`the provider skipped its login page: ${loginPage}`);
  const action = /action="([^"]+)"/.exec(await loginPage.response.text())?.[1];
  if (!action) throw new Error(`no login form at ${loginPage.url}`);
  const back = await follow(tab, site, new URL(action, loginPage.url).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const code = typeof back === 'string' ? new URL(back).searchParams.get('code') : null;
  if (!code) throw new Error(`the login of ${email} did not come back with a code`);
  const token = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, code_verifier: verifier, client_id: CLIENT_ID, redirect_uri: redirectUri }).toString(),
    signal: AbortSignal.timeout(15_000),
  });
  const { access_token: accessToken } = await token.json();
  if (!accessToken) throw new Error(`no access token for ${email} (${token.status})`);
  return accessToken;
}

/** The embedded provider's test partner who may see the whole extranet (DESIGN.md section 6), as the benches and traces sign in. */
export const BU_ITALIA = { email: 'bu-italia@clavis.example', password: 'partner-demo-2', name: 'Bruno Italia' };

/**
 * The same login in a browser tab that the site has sent to the provider: fills the provider's
 * form once its interaction page is open and submits it (where the tab goes next is the caller's
 * to wait for).
 */
export async function submitProviderLogin(page, { email, password }) {
  await page.waitForURL((url) => url.pathname.startsWith('/interaction/'), { timeout: 30_000 });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
