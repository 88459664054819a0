#!/usr/bin/env node
// `npm run start:cluster`: one market (germany unless MARKET says otherwise) as several machines
// would serve it (README, "Several instances of a market"), on this one: Debian's redis-server
// with its append-only file on, the embedded content server and identity provider (or the ones
// already on 127.0.0.1:4100, or CONTENT_PORT, and :4200), and two instances of the market's standalone server, each
// from its own copy of the folder with its own data folder, behind a round-robin proxy on :3000
// (PORT). The content server's story changes are announced to the proxy, so any instance gets the
// webhook and the others hear of it through Redis. Ctrl-C stops everything it started.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { request as httpRequest, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assembleStandalone } from '@clavis/shipping/standalone-folder';
import { buildStandalone, chosenMarket, env, fail, IDP_PROBE, installIfMissing, loginLines, serveTool, stopAll, supervise, waitFor } from './localServices.mjs';

const market = chosenMarket();
const INSTANCES = Number(process.env.INSTANCES ?? 2);
const PROXY_PORT = Number(process.env.PORT ?? 3000);
const REDIS_PORT = Number(process.env.REDIS_PORT ?? 6390);
const CONTENT_PORT = Number(process.env.CONTENT_PORT ?? 4100);
/** The instances' own ports: 3101, 3102, ... beside the proxy's 3000. */
const instancePort = (index) => PROXY_PORT + 101 + index;
/** The content server's webhooks are signed with its local secret; every instance verifies with it. */
const LOCAL_WEBHOOK_SECRET = 'clavis-local-webhook-secret';

installIfMissing();

const proxyUrl = `http://127.0.0.1:${PROXY_PORT}`;
const revalidateUrl = `${proxyUrl}/api/revalidate`;
const contentUrl = `http://127.0.0.1:${CONTENT_PORT}`;
serveTool('--content', { CONTENT_PORT: String(CONTENT_PORT), WEBHOOK_URL: revalidateUrl });
serveTool('--dev-idp');
if (!(await waitFor(`${contentUrl}/v2/cdn/spaces/me?token=clavis-local-public-token`, 30))) fail(`The content server did not answer on ${contentUrl} within 30 s.`);
// A content server already running (started by someone else) announces to the proxy too.
const webhooks = await (await fetch(`${contentUrl}/__admin/webhooks`)).json();
if (!webhooks.urls.includes(revalidateUrl)) {
  await fetch(`${contentUrl}/__admin/webhooks`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...webhooks, urls: [...webhooks.urls, revalidateUrl] }),
  });
}

buildStandalone(market);
// Outside the workspace, so no tool of the workspace reads the copied servers.
const clusterDir = join(tmpdir(), `clavis-cluster-${market}`);

// Redis keeps its append-only file in the cluster's folder, as a production Redis of the site would.
mkdirSync(join(clusterDir, 'redis'), { recursive: true });
const redis = supervise(
  spawn('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--appendonly', 'yes', '--dir', join(clusterDir, 'redis')], { stdio: ['ignore', 'ignore', 'inherit'] }),
);
redis.on('error', () => fail('redis-server could not start: install it (apt-get install -y redis-server).'));
redis.on('exit', (code) => code !== 0 && code !== null && fail(`redis-server stopped (exit ${code}); is port ${REDIS_PORT} taken? REDIS_PORT chooses another.`));

// Secrets every instance shares (required with REDIS_URL), new for each run.
const shared = {
  REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
  REVALIDATE_SECRET: LOCAL_WEBHOOK_SECRET,
  EXTRANET_SIGNING_SECRET: randomBytes(32).toString('base64url'),
  DRAFT_SECRET: randomBytes(32).toString('base64url'),
};

const instanceUrls = [];
for (let index = 0; index < INSTANCES; index += 1) {
  // Its own copy of the standalone folder and its own data folder, as on a machine of its own.
  const folder = join(clusterDir, `instance-${index + 1}`);
  rmSync(join(folder, 'apps'), { recursive: true, force: true });
  rmSync(join(folder, 'node_modules'), { recursive: true, force: true });
  const serverDir = assembleStandalone(market, folder);
  const port = instancePort(index);
  const child = supervise(
    spawn(process.execPath, ['server.js'], {
      cwd: serverDir,
      stdio: 'inherit',
      env: {
        CLAVIS_EMBEDDED: '1',
        ...env,
        ...shared,
        CMS_BASE_URL: `${contentUrl}/v2`,
        DATA_DIR: join(folder, 'data'),
        PORT: String(port),
        HOSTNAME: '0.0.0.0',
        // The proxy in front adds the client's address (X-Forwarded-For).
        TRUST_PROXY_HOPS: '1',
      },
    }),
  );
  child.on('exit', (code) => fail(`Instance ${index + 1} stopped (exit ${code}).`));
  instanceUrls.push(`http://127.0.0.1:${port}`);
}

// The load balancer: each request to the next instance in turn, with X-Forwarded-For and the
// instance that answered in `X-Clavis-Instance`.
let turn = 0;
const proxy = createServer((incoming, outgoing) => {
  const index = turn++ % instanceUrls.length;
  const target = new URL(incoming.url ?? '/', instanceUrls[index]);
  const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
  const upstream = httpRequest(target, { method: incoming.method, headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor } }, (answer) => {
    outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-clavis-instance': String(index + 1) });
    answer.pipe(outgoing);
  });
  upstream.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
    outgoing.end(`instance ${index + 1} did not answer\n`);
  });
  incoming.pipe(upstream);
});
proxy.on('error', (error) => fail(`The proxy could not listen on :${PROXY_PORT} (${error.message}); PORT chooses another.`));
proxy.listen(PROXY_PORT, '0.0.0.0');
process.on('exit', () => stopAll());

for (const url of instanceUrls) {
  if (!(await waitFor(`${url}/api/version`, 90))) fail(`${url} did not answer within 90 s.`);
}
const idpAnswers = await waitFor(IDP_PROBE, 30);

const rule = '-'.repeat(78);
console.log(
  [
    '',
    rule,
    `Clavis ${market}, ${INSTANCES} instances behind a round-robin proxy: ${proxyUrl}`,
    ...instanceUrls.map((url, index) => `  instance ${index + 1}: ${url} (data: ${join(clusterDir, `instance-${index + 1}`, 'data')})`),
    `  Redis: redis://127.0.0.1:${REDIS_PORT} (append-only file in ${join(clusterDir, 'redis')})`,
    '',
    'Watch a publish reach both: README, "Several instances of a market".',
    '',
    ...(await loginLines(idpAnswers)),
    '',
    'Stop: Ctrl-C (stops the proxy, the instances, Redis, and the content server and identity provider this started).',
    rule,
  ].join('\n'),
);
