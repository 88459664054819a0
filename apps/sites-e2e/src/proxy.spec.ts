import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server.js';
import { suiteMarket } from './support/market';

// The app's proxy matcher is a literal in its src/proxy.ts (Next.js reads it without running the
// file): the proxy must run for every page, and not for the paths site-shell's bypassesProxy only
// passes on (framework files, route handlers, files), which would each cost the server its run.
const pages = ['/', '/uber-uns', '/produkte/futura', '/en', '/en/about-us/our-company', '/it/prodotti/futura', '/gibt-es-nicht', '/uber-uns/', '/produkte?switchLocale=en'];
const passedOn = ['/_next/static/chunks/a.js', '/_next/image?url=x', '/api/version', '/api/forms/interest', '/favicon.ico', '/robots.txt', '/sitemap.xml', '/bench-static.html'];

function proxyConfig(): { matcher: string[] } {
  const file = fileURLToPath(new URL(`../../site-${suiteMarket()}/src/proxy.ts`, import.meta.url));
  const literal = /export const config = (\{[^\n]*\});/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!literal) throw new Error(`${file} exports no one-line config literal`);
  return Function(`return (${literal});`)() as { matcher: string[] };
}

test('the proxy runs for pages, and not for framework files, route handlers or files', () => {
  const config = proxyConfig();
  for (const url of pages) expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(true);
  for (const url of passedOn) expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(false);
});
