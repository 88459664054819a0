// Each market app's proxy matcher (a literal in apps/*/src/proxy.ts, as Next.js requires) lets the
// proxy run for pages and only for pages: the paths site-shell's bypassesProxy passes on unchanged
// (framework files, route handlers, files) must not reach it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server.js';

const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));
const apps = readdirSync(`${workspaceRoot}apps`).filter((name) => name.startsWith('site-'));

const pages = ['/', '/uber-uns', '/produkte/futura', '/en', '/en/about-us/our-company', '/it/prodotti/futura', '/gibt-es-nicht', '/uber-uns/', '/produkte?switchLocale=en'];
const passedOn = ['/_next/static/chunks/a.js', '/_next/image?url=x', '/api/version', '/api/forms/interest', '/favicon.ico', '/robots.txt', '/sitemap.xml', '/bench-static.html'];

function matcherOf(app) {
  const source = readFileSync(`${workspaceRoot}apps/${app}/src/proxy.ts`, 'utf8');
  const literal = /export const config = (\{[^\n]*\});/.exec(source)?.[1];
  assert.ok(literal, `${app}: src/proxy.ts exports no one-line config literal`);
  return Function(`return (${literal});`)();
}

test('every market app has a proxy config', () => {
  assert.ok(apps.length >= 5);
  for (const app of apps) assert.ok(matcherOf(app).matcher.length > 0, app);
});

for (const app of apps) {
  test(`${app}: the proxy runs for pages and not for framework files, route handlers or files`, () => {
    const config = matcherOf(app);
    for (const url of pages) assert.equal(unstable_doesMiddlewareMatch({ config, url }), true, `${app} ${url}`);
    for (const url of passedOn) assert.equal(unstable_doesMiddlewareMatch({ config, url }), false, `${app} ${url}`);
  });
}
