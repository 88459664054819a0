// What `npm start` and `npm run start:cluster` share: the processes they start (all stopped on
// Ctrl-C or when one fails), the embedded content server and identity provider, the market app's
// standalone build, and the closing note's test users.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { workspaceRoot } from './workspace.mjs';

export const CONTENT_PROBE = 'http://127.0.0.1:4100/v2/cdn/spaces/me?token=clavis-local-public-token';
export const IDP_PROBE = 'http://127.0.0.1:4200/.well-known/openid-configuration';

export const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', NEXT_TELEMETRY_DISABLED: '1' };
const children = [];

export function stopAll(signal = 'SIGTERM') {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(0);
  });
}

/** Keeps `child` to be stopped with the rest; answers it. */
export function supervise(child) {
  children.push(child);
  return child;
}

export function fail(message) {
  console.error(message);
  stopAll();
  process.exit(1);
}

export function run(command, args) {
  const result = spawnSync(command, args, { cwd: workspaceRoot, stdio: 'inherit', env });
  if (result.status !== 0) {
    stopAll();
    process.exit(result.status ?? 1);
  }
}

/** `serveApp.mjs --content` or `--dev-idp`: starts it, or stays idle beside the one already answering. */
export function serveTool(flag, extraEnv = {}) {
  return supervise(spawn(process.execPath, [join(workspaceRoot, 'tools/scripts/serveApp.mjs'), flag], { cwd: workspaceRoot, stdio: 'inherit', env: { ...env, ...extraEnv } }));
}

export async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Waits until `url` answers 200, for at most `seconds`; false if it never did. */
export async function waitFor(url, seconds) {
  for (const end = Date.now() + seconds * 1000; Date.now() < end; await sleep(500)) {
    if (await answers(url)) return true;
  }
  return false;
}

/** The market asked for (`MARKET`, germany by default); SPEC.md section 1: an unknown one is global, with a warning. */
export function chosenMarket() {
  const markets = readdirSync(join(workspaceRoot, 'apps'))
    .filter((name) => name.startsWith('site-'))
    .map((name) => name.slice('site-'.length));
  const market = process.env.MARKET ?? 'germany';
  if (markets.includes(market)) return market;
  console.warn(`MARKET="${market}" is not one of ${markets.join(', ')}; serving global.`);
  return 'global';
}

export function installIfMissing() {
  if (existsSync(join(workspaceRoot, 'node_modules/.bin/nx'))) return;
  console.log('Installing dependencies from the committed lockfile...');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

/**
 * Builds the market app and completes its standalone folder as the image does (Dockerfile): Next
 * leaves `.next/static` (and `public/`) out of it. Answers the app's folder and the server's.
 */
export function buildStandalone(market) {
  run('npx', ['nx', 'run', `site-${market}:build`, '--outputStyle=static']);
  const appRoot = join(workspaceRoot, 'apps', `site-${market}`);
  const serverDir = join(appRoot, '.next/standalone/apps', `site-${market}`);
  if (!existsSync(join(serverDir, 'server.js'))) fail(`The build left no standalone server (${join(serverDir, 'server.js')}).`);
  rmSync(join(serverDir, '.next/static'), { recursive: true, force: true });
  cpSync(join(appRoot, '.next/static'), join(serverDir, '.next/static'), { recursive: true });
  if (existsSync(join(appRoot, 'public'))) cpSync(join(appRoot, 'public'), join(serverDir, 'public'), { recursive: true });
  return { appRoot, serverDir };
}

/** The market app's own port (its package.json). */
export function marketPort(appRoot) {
  return Number(JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')).clavis.port);
}

/** The closing note's lines about the partner login, from the identity provider's own user list. */
export async function loginLines(idpAnswers) {
  const { tsImport } = await import('tsx/esm/api');
  const { DEV_USERS } = await tsImport('../dev-idp/src/users.ts', import.meta.url);
  const emailWidth = Math.max(...DEV_USERS.map((user) => user.email.length));
  const passwordWidth = Math.max(...DEV_USERS.map((user) => user.password.length));
  return [
    idpAnswers
      ? 'Partner login (the login link in the site header), test users:'
      : 'Partner login: the identity provider did not answer on 127.0.0.1:4200, so logging in will fail. Test users:',
    ...DEV_USERS.map((user) => `  ${user.email.padEnd(emailWidth)}  ${user.password.padEnd(passwordWidth)}  ${user.mayAccess ?? ''}`.trimEnd()),
  ];
}
