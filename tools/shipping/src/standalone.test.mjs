// One image per market (issue #28 part 3): the standalone output, copied away from the workspace,
// serves on its own with only environment variables pointing it at the content server.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { matchPath } from '@clavis/i18n-routing';
import { startContentServer, startProcess, waitForAnswer, workspaceRoot } from './processes.mjs';
import { assembleStandalone, folderBytes, linkedFilesWrittenSince, markets } from './standaloneFolder.mjs';

const CONTENT_PORT = 12100;
const FIRST_PORT = 12001;

let content;
let contentProcess;
before(async () => {
  content = await startContentServer(CONTENT_PORT, {
    track: (server) => {
      contentProcess = server;
    },
  });
});
after(() => contentProcess?.stop());

/** A product page of the market, from its sitemap. */
async function productPath(baseURL, market) {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const { pathname } = new URL(loc);
    if (matchPath({ market, pathname })?.route === 'products-slug') return pathname;
  }
  throw new Error(`no product page in the ${market} sitemap`);
}

/** `/readyz` once the server has started and built its search indexes; fails after `timeoutMs`. */
async function readiness(baseURL, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(`${baseURL}/readyz`);
    const body = await answer.json();
    if (answer.status === 200 || Date.now() > deadline) return { status: answer.status, body };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * SIGTERM (Next.js's own handler would exit at once): readiness fails within 100 ms while pages
 * are still served through the delay, then the server stops taking connections and exits 0.
 */
async function assertGracefulShutdown(server, baseURL, delayMs) {
  const signalled = Date.now();
  process.kill(-server.child.pid, 'SIGTERM');
  const exited = new Promise((resolve) => server.child.once('exit', (code) => resolve({ code, after: Date.now() - signalled })));
  // The signal and a probe arriving with it are both events of the server's loop: asked in turn
  // until it fails, readiness must have failed within 100 ms of the signal.
  let notReady = await fetch(`${baseURL}/readyz`);
  while (notReady.status === 200 && Date.now() - signalled < 1_000) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    notReady = await fetch(`${baseURL}/readyz`);
  }
  const failedAfter = Date.now() - signalled;
  assert.equal(notReady.status, 503);
  assert.ok(failedAfter < 100, `readiness failed ${failedAfter} ms after the signal`);
  assert.equal((await notReady.json()).phase, 'stopping');
  await new Promise((resolve) => setTimeout(resolve, delayMs / 2));
  assert.equal((await fetch(`${baseURL}/healthz`)).status, 200, 'still serving during the delay');
  const { code, after } = await exited;
  assert.equal(code, 0);
  assert.ok(after >= delayMs, `exited ${after} ms after the signal, before its ${delayMs} ms delay`);
  await assert.rejects(fetch(`${baseURL}/healthz`));
}

/**
 * In production the server refuses the committed development credentials (issue #35 part 5): it
 * exits non-zero with one line naming the missing variables, and answers no request.
 */
async function assertRefusesDevelopmentSecrets(serverDir, env) {
  const refused = startProcess(process.execPath, ['server.js'], { cwd: serverDir, env: { ...env, CLAVIS_EMBEDDED: '' } });
  const code = await new Promise((resolve) => refused.child.on('exit', (exitCode) => resolve(exitCode)));
  assert.notEqual(code, 0);
  const line = refused.stderr().split('\n').find((text) => text.includes('Refusing to start in production'));
  assert.ok(line, `no refusal line in: ${refused.stderr()}`);
  for (const name of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_AUDIENCE', 'REVALIDATE_SECRET', 'DRAFT_SECRET', 'EXTRANET_SIGNING_SECRET']) assert.match(line, new RegExp(name));
}

for (const [index, market] of markets.entries()) {
  test(`${market}: the standalone folder serves home, a product, a 404 and /api/version on its own`, async () => {
    const folder = mkdtempSync(join(tmpdir(), `clavis-standalone-${market}-`));
    const server = { stop: async () => undefined, stderr: () => '' };
    try {
      // Hard-linked throughout: nothing here renders a prebuilt page again (checked at the end).
      const serverDir = assembleStandalone(market, folder, { link: true });
      const assembled = Date.now();
      const megabytes = (folderBytes(folder) / 1e6).toFixed(1);
      console.log(`${market}: standalone folder ${megabytes} MB`);
      // The cache handler is loaded from inside the copy, not from the workspace it was built in
      // (the build-only settings server.js also carries, such as Turbopack's rules, are not read).
      const cacheHandler = /"cacheHandler":"([^"]+)"/.exec(readFileSync(join(serverDir, 'server.js'), 'utf8'))?.[1];
      assert.ok(cacheHandler && !cacheHandler.startsWith('/'), `cacheHandler ${cacheHandler} is not relative`);
      assert.ok(existsSync(join(serverDir, '.next', cacheHandler)), 'the cache handler is missing from the folder');

      const port = FIRST_PORT + index;
      const env = { PORT: String(port), HOSTNAME: '0.0.0.0', CMS_BASE_URL: `${content.contentURL}/v2`, NODE_ENV: 'production' };
      if (market === 'germany') await assertRefusesDevelopmentSecrets(serverDir, env);
      // A demo image: the embedded services chosen explicitly.
      const shutdownDelayMs = 1_500;
      Object.assign(server, startProcess(process.execPath, ['server.js'], { cwd: serverDir, env: { ...env, CLAVIS_EMBEDDED: '1', SHUTDOWN_DELAY_MS: String(shutdownDelayMs) } }));
      const baseURL = `http://127.0.0.1:${port}`;
      await waitForAnswer(`${baseURL}/api/version`, { server });

      const version = await fetch(`${baseURL}/api/version`);
      assert.equal(version.status, 200);
      const { buildId } = await version.json();
      assert.equal(buildId, readFileSync(join(workspaceRoot, 'apps', `site-${market}`, '.next/BUILD_ID'), 'utf8').trim());

      const home = await fetch(`${baseURL}/`);
      assert.equal(home.status, 200);
      assert.match(await home.text(), /<\/html>/);

      const product = await fetch(`${baseURL}${await productPath(baseURL, market)}`);
      assert.equal(product.status, 200);
      // Its styles come from the copied static folder.
      const stylesheet = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(await product.text())?.[1];
      assert.ok(stylesheet, 'the product page links a stylesheet');
      assert.equal((await fetch(`${baseURL}${stylesheet}`)).status, 200);

      const missing = await fetch(`${baseURL}/no-such-page-${Date.now()}`);
      assert.equal(missing.status, 404);

      const live = await fetch(`${baseURL}/healthz`);
      assert.equal(live.status, 200);
      const ready = await readiness(baseURL);
      assert.equal(ready.status, 200, `not ready: ${JSON.stringify(ready.body)}`);
      assert.deepEqual(ready.body, { ready: true, phase: 'serving', components: { searchIndexes: 'built', redis: 'not configured', cms: 'up' } });
      if (market === 'germany') await assertGracefulShutdown(server, baseURL, shutdownDelayMs);

      await server.stop();
      assert.deepEqual(linkedFilesWrittenSince(folder, assembled), [], 'the server wrote into files it shares with the build: assemble them as copies');
    } catch (error) {
      console.error(server.stderr());
      throw error;
    } finally {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
}
