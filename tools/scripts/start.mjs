#!/usr/bin/env node
// `npm start`: installs what a fresh clone lacks, starts the embedded content server and identity
// provider (or uses the ones already on 127.0.0.1:4100 and :4200), builds the market app (germany
// unless MARKET says otherwise) and serves it on its port the way the Docker image does: Next's
// standalone server (`node server.js`) with the static files beside it. It ends with where to open
// the site, who can log in, and how to stop. Ctrl-C stops everything it started.
import { spawnSync, spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { workspaceRoot } from './workspace.mjs';

const markets = readdirSync(join(workspaceRoot, 'apps'))
  .filter((name) => name.startsWith('site-'))
  .map((name) => name.slice('site-'.length));

// SPEC.md section 1: a missing or invalid market setting means global, with a warning.
let market = process.env.MARKET ?? 'germany';
if (!markets.includes(market)) {
  console.warn(`MARKET="${market}" is not one of ${markets.join(', ')}; serving global.`);
  market = 'global';
}

const CONTENT_PROBE = 'http://127.0.0.1:4100/v2/cdn/spaces/me?token=clavis-local-public-token';
const IDP_PROBE = 'http://127.0.0.1:4200/.well-known/openid-configuration';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', NEXT_TELEMETRY_DISABLED: '1' };
const children = [];

function stopAll(signal = 'SIGTERM') {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(0);
  });
}

function fail(message) {
  console.error(message);
  stopAll();
  process.exit(1);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: workspaceRoot, stdio: 'inherit', env });
  if (result.status !== 0) {
    stopAll();
    process.exit(result.status ?? 1);
  }
}

function serveTool(flag) {
  const child = spawn(process.execPath, [join(workspaceRoot, 'tools/scripts/serveApp.mjs'), flag], { cwd: workspaceRoot, stdio: 'inherit', env });
  children.push(child);
  return child;
}

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Waits until `url` answers 200, for at most `seconds`; false if it never did. */
async function waitFor(url, seconds) {
  for (const end = Date.now() + seconds * 1000; Date.now() < end; await sleep(500)) {
    if (await answers(url)) return true;
  }
  return false;
}

if (!existsSync(join(workspaceRoot, 'node_modules/.bin/nx'))) {
  console.log('Installing dependencies from the committed lockfile...');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

// The content server outlives the build: the site reads it at run time too (new stories, redirects).
serveTool('--content');
// The partner login needs the identity provider only in the browser, so the build does not wait for it.
serveTool('--dev-idp');
if (!(await waitFor(CONTENT_PROBE, 30))) fail('The content server did not answer on 127.0.0.1:4100 within 30 s.');
run('npx', ['nx', 'run', `site-${market}:build`, '--outputStyle=static']);

// As the image runs it (Dockerfile): the standalone folder's server.js, with `.next/static` (and
// `public/`, if the app has one) copied beside it, since Next leaves them out of that folder.
const appRoot = join(workspaceRoot, 'apps', `site-${market}`);
const serverDir = join(appRoot, '.next/standalone/apps', `site-${market}`);
if (!existsSync(join(serverDir, 'server.js'))) fail(`The build left no standalone server (${join(serverDir, 'server.js')}).`);
rmSync(join(serverDir, '.next/static'), { recursive: true, force: true });
cpSync(join(appRoot, '.next/static'), join(serverDir, '.next/static'), { recursive: true });
if (existsSync(join(appRoot, 'public'))) cpSync(join(appRoot, 'public'), join(serverDir, 'public'), { recursive: true });

const port = Number(process.env.PORT ?? JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')).clavis.port);
const site = spawn(process.execPath, ['server.js'], {
  cwd: serverDir,
  stdio: 'inherit',
  env: {
    // The embedded content server and identity provider are chosen on purpose here.
    CLAVIS_EMBEDDED: '1',
    // Form submissions and the download audit stay in the app's folder, as under `next start`,
    // not inside the build output that the next build replaces.
    DATA_DIR: join(appRoot, 'data'),
    ...env,
    PORT: String(port),
    // The image's binding; Next then names its own origin `localhost`, as `next start` does.
    HOSTNAME: '0.0.0.0',
  },
});
children.push(site);
site.on('exit', (code) => {
  stopAll();
  process.exit(code ?? 0);
});

const siteUrl = `http://127.0.0.1:${port}`;
if (!(await waitFor(`${siteUrl}/api/version`, 60))) fail(`The site did not answer on ${siteUrl} within 60 s.`);
const idpAnswers = await waitFor(IDP_PROBE, 30);

// The test users come from the identity provider's own list, so this block cannot drift from it.
const { tsImport } = await import('tsx/esm/api');
const { DEV_USERS } = await tsImport('../dev-idp/src/users.ts', import.meta.url);
const emailWidth = Math.max(...DEV_USERS.map((user) => user.email.length));
const passwordWidth = Math.max(...DEV_USERS.map((user) => user.password.length));
const rule = '-'.repeat(78);
console.log(
  [
    '',
    rule,
    `Clavis ${market} site: ${siteUrl}`,
    '',
    idpAnswers
      ? 'Partner login (the login link in the site header), test users:'
      : 'Partner login: the identity provider did not answer on 127.0.0.1:4200, so logging in will fail. Test users:',
    ...DEV_USERS.map((user) => `  ${user.email.padEnd(emailWidth)}  ${user.password.padEnd(passwordWidth)}  ${user.mayAccess ?? ''}`.trimEnd()),
    '',
    'Stop: Ctrl-C (stops the site and the content server and identity provider this started).',
    rule,
  ].join('\n'),
);
