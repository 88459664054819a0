#!/usr/bin/env node
// `npm start`: installs what a fresh clone lacks, starts the embedded content server and identity
// provider (or uses the ones already on 127.0.0.1:4100 and :4200), builds the market app (germany unless MARKET says otherwise) and
// serves it on its port. Ctrl-C stops everything it started.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
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

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', NEXT_TELEMETRY_DISABLED: '1' };
const children = [];

function stopAll(signal = 'SIGTERM') {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(0);
  });
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: workspaceRoot, stdio: 'inherit', env });
  if (result.status !== 0) {
    stopAll();
    process.exit(result.status ?? 1);
  }
}

function serve(args) {
  const child = spawn(process.execPath, [join(workspaceRoot, 'tools/scripts/serveApp.mjs'), ...args], { cwd: workspaceRoot, stdio: 'inherit', env });
  children.push(child);
  return child;
}

async function waitForContentServer() {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    try {
      if ((await fetch('http://127.0.0.1:4100/v2/cdn/spaces/me?token=clavis-local-public-token')).ok) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  console.error('The content server did not answer on 127.0.0.1:4100 within 30 s.');
  stopAll();
  process.exit(1);
}

if (!existsSync(join(workspaceRoot, 'node_modules/.bin/nx'))) {
  console.log('Installing dependencies from the committed lockfile...');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

// The content server outlives the build: the site reads it at run time too (new stories, redirects).
serve(['--content']);
// The partner login needs the identity provider only in the browser, so nothing waits for it.
serve(['--dev-idp']);
await waitForContentServer();
run('npx', ['nx', 'run', `site-${market}:build`, '--outputStyle=static']);

const site = serve([market]);
site.on('exit', (code) => {
  stopAll();
  process.exit(code ?? 0);
});
