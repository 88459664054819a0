// Several instances of one market (issue #28 part 4): two germany servers, each from its own copy
// of the standalone folder (as on two machines), share their page cache through Redis. A publish
// announced to one of them shows on the other within 5 seconds; with Redis stopped, both keep
// serving. Everything runs on ports of its own: Redis, a content server whose changes live in its
// memory only, and the two servers.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import { storyUrl } from '@clavis/cms-client';
import { getMarketConfig, matchPath } from '@clavis/i18n-routing';
import { startContentServer, startProcess, waitForAnswer } from './processes.mjs';
import { assembleStandalone } from './standaloneFolder.mjs';

const MARKET = 'germany';
const REDIS_PORT = 12379;
const CONTENT_PORT = 12102;
const INSTANCE_PORTS = [12011, 12012];
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;

/** What every instance of a market shares once they share a Redis (required with REDIS_URL). */
const SHARED_SECRETS = {
  EXTRANET_SIGNING_SECRET: 'shared-cache-test-signing-secret-0123456789',
  REVALIDATE_SECRET: 'clavis-local-webhook-secret',
  DRAFT_SECRET: 'shared-cache-test-draft-secret',
};

const titleOf = (html) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

const folders = [];
const processes = [];
let content;
let redis;
let instances;

function startRedis() {
  const dir = mkdtempSync(join(tmpdir(), 'clavis-redis-'));
  folders.push(dir);
  const server = startProcess('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir]);
  processes.push(server);
  return server;
}

async function redisAnswers() {
  const { createConnection } = await import('node:net');
  return new Promise((resolve) => {
    const socket = createConnection({ port: REDIS_PORT, host: '127.0.0.1' }, () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.on('error', () => resolve(false));
  });
}

async function startInstance(port) {
  const folder = mkdtempSync(join(tmpdir(), `clavis-instance-${port}-`));
  folders.push(folder);
  const serverDir = assembleStandalone(MARKET, folder);
  const server = startProcess(process.execPath, ['server.js'], {
    cwd: serverDir,
    env: { PORT: String(port), HOSTNAME: '0.0.0.0', CMS_BASE_URL: `${content.contentURL}/v2`, REDIS_URL, ...SHARED_SECRETS, NODE_ENV: 'production', CLAVIS_EMBEDDED: '1' },
  });
  processes.push(server);
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${baseURL}/api/version`);
  return { ...server, baseURL };
}

async function admin(path, method = 'GET', body) {
  const response = await fetch(`${content.contentURL}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.ok(response.ok, `${method} ${path}: ${response.status}`);
  return response.json();
}

/** A generic page (`/:slug`) of the market. */
async function genericPage() {
  const { locales } = getMarketConfig(MARKET);
  for (const locale of locales) {
    const response = await fetch(`${content.contentURL}/v2/cdn/stories?starts_with=${locale}/${MARKET}/&per_page=100&token=clavis-local-public-token`);
    const { stories } = await response.json();
    for (const { full_slug: fullSlug, content: story } of stories) {
      if (story.component !== 'page' || fullSlug.endsWith('/')) continue;
      const url = storyUrl({ market: MARKET, fullSlug });
      if (url && matchPath({ market: MARKET, pathname: url })?.route === 'page') return { fullSlug, url };
    }
  }
  throw new Error(`no generic page in ${MARKET}`);
}

async function pageOn(instance, url) {
  const response = await fetch(`${instance.baseURL}${url}`);
  return { status: response.status, title: titleOf(await response.text()) };
}

before(async () => {
  redis = startRedis();
  for (let attempt = 0; !(await redisAnswers()); attempt += 1) {
    assert.ok(attempt < 40, 'redis-server did not start');
    await sleep(100);
  }
  content = await startContentServer(CONTENT_PORT);
  processes.push(content);
  instances = await Promise.all(INSTANCE_PORTS.map(startInstance));
});

after(() => {
  for (const server of processes) server.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

test('a webhook to one instance refreshes the page on the other within 5 s; without Redis both keep serving', async (t) => {
  const [first, second] = instances;
  const target = await genericPage();
  const { story } = await admin(`/__admin/stories/${target.fullSlug}`);
  // Both instances have served (and so cached) the page before the change.
  for (const instance of instances) assert.equal((await pageOn(instance, target.url)).status, 200);

  await admin('/__admin/webhooks', 'PUT', { urls: [`${first.baseURL}/api/revalidate`] });
  const marker = `Shared ${Date.now()}`;
  const { seo } = story.content;
  const published = Date.now();
  const answer = await admin(`/__admin/stories/${target.fullSlug}`, 'PUT', {
    content: { ...story.content, title: marker, ...(seo ? { seo: { ...seo, title: marker } } : {}) },
  });
  assert.deepEqual(answer.webhooks, [{ url: `${first.baseURL}/api/revalidate`, status: 200 }]);

  let elapsed;
  while (Date.now() - published < 5_000) {
    if ((await pageOn(second, target.url)).title.includes(marker)) {
      elapsed = Date.now() - published;
      break;
    }
    await sleep(100);
  }
  assert.ok(elapsed !== undefined, 'the second instance did not show the change within 5 s');
  t.diagnostic(`the change reached the second instance in ${elapsed} ms`);
  console.log(`webhook to first instance -> page current on the second: ${elapsed} ms`);
  assert.ok((await pageOn(first, target.url)).title.includes(marker));

  redis.stop();
  for (let attempt = 0; await redisAnswers(); attempt += 1) {
    assert.ok(attempt < 40, 'redis-server did not stop');
    await sleep(100);
  }
  for (const instance of instances) {
    for (let request = 0; request < 3; request += 1) {
      const page = await pageOn(instance, target.url);
      assert.equal(page.status, 200);
      assert.ok(page.title.includes(marker), `${instance.baseURL} serves "${page.title}" without Redis`);
    }
  }
});
