// Test helpers: a dev IdP on a free loopback port, and a browser stand-in that logs a user in
// through the provider's own login page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDevIdp, type DevIdp } from '../createDevIdp';

const keys = JSON.parse(readFileSync(join(__dirname, '../../keys/development-keys.json'), 'utf8'));

/** A dev IdP whose issuer names the free port it serves on. */
export async function startTestIdp(siteOrigins: readonly string[]): Promise<{ idp: DevIdp; issuer: string }> {
  // The issuer must name the port it serves on: take a free one first, then serve there.
  const probe = await createDevIdp({ issuer: 'http://127.0.0.1:1', siteOrigins, keys }).listen(0);
  const port = new URL(probe.url).port;
  await probe.close();
  const issuer = `http://127.0.0.1:${port}`;
  const idp = await createDevIdp({ issuer, siteOrigins, keys }).listen();
  return { idp, issuer };
}

export type BrowserRequest = (url: string, init?: RequestInit) => Promise<Response>;

/** A browser stand-in: keeps cookies per name and follows nothing by itself. */
export function browser(): BrowserRequest {
  const jar = new Map<string, string>();
  return async function request(url, init = {}) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
    return response;
  };
}

/** Follows redirects until one leaves for `site` (the client's redirect URI) or a page answers. */
export async function follow(request: BrowserRequest, site: string, url: string, init?: RequestInit) {
  let response = await request(url, init);
  while (response.status >= 300 && response.status < 400) {
    const location = new URL(response.headers.get('location') ?? '', url).toString();
    if (location.startsWith(site)) return { response, location };
    url = location;
    response = await request(url);
  }
  return { response, location: url };
}

/**
 * Opens an authorization URL, fills in the login page and submits it: answers where the browser
 * ends (the client's redirect URI with its code, or the login page again with its error).
 */
export async function logInThrough(request: BrowserRequest, site: string, authorizationUrl: string, email: string, password: string) {
  const { response: page, location } = await follow(request, site, authorizationUrl);
  if (!/\/interaction\//.test(location)) throw new Error(`expected the login page, got ${location} (${page.status})`);
  const html = await page.text();
  const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
  return follow(request, site, new URL(action, location).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
}
