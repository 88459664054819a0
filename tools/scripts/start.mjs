#!/usr/bin/env node
// `npm start`: installs what a fresh clone lacks, builds the market app (germany unless MARKET
// says otherwise) and serves it on its port with the embedded local services.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
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

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NEXT_TELEMETRY_DISABLED: '1' };

function run(command, args) {
  const result = spawnSync(command, args, { cwd: workspaceRoot, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(join(workspaceRoot, 'node_modules/.bin/nx'))) {
  console.log('Installing dependencies from the committed lockfile...');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

run('npx', ['nx', 'run', `site-${market}:build`, '--outputStyle=static']);

const server = spawn(process.execPath, [join(workspaceRoot, 'tools/scripts/serveApp.mjs'), market], {
  cwd: workspaceRoot,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
