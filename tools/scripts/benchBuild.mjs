#!/usr/bin/env node
// `npm run bench:build [market]`: what prebuilding one market costs. Starts a private content
// server (its own port, fresh request log), runs `next build` for the market app against it, and
// prints the build time, the pages prebuilt and the CMS requests the build made, so the bulk story
// source (one `getAll` per locale, not one request per page) stays honest, and the build output's
// size (`.next`, and the standalone copy inside it). CONTENT_SCALE=N builds against N times the
// catalogue; PREBUILD_PAGES_PER_LOCALE changes how many pages are prebuilt.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { folderBytes } from './folderBytes.mjs';
import { workspaceRoot } from './workspace.mjs';

const market = process.argv[2] ?? process.env.MARKET ?? 'global';
const CONTENT_PORT = Number(process.env.BENCH_CONTENT_PORT ?? 4180);
const contentUrl = `http://127.0.0.1:${CONTENT_PORT}`;
const appRoot = join(workspaceRoot, 'apps', `site-${market}`);

const server = spawn(
  process.execPath,
  [join(workspaceRoot, 'node_modules/tsx/dist/cli.mjs'), '--conditions=@clavis/source', 'tools/content-server/src/main.ts'],
  { cwd: workspaceRoot, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PORT: String(CONTENT_PORT) }, detached: true },
);
server.on('exit', (code) => {
  console.error(`content server exited (${code}) before the build finished`);
  process.exit(1);
});
// The server runs detached (its own process group, so the whole group can be signalled), and its
// child handle keeps this process's event loop alive: the script stops it itself once the table is
// printed, and `exit` (a failure, Ctrl-C) stops it too.
const stopServer = () => {
  server.removeAllListeners('exit');
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** Stops the content server's process group and waits until its process has gone. */
async function stopServerAndWait() {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  stopServer();
  if (server.exitCode !== null || server.signalCode !== null) return;
  const stuck = setTimeout(() => {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }, 5000);
  await exited;
  clearTimeout(stuck);
}

async function stats() {
  const response = await fetch(`${contentUrl}/__admin/stats`);
  return /** @type {{ requests: number }} */ (await response.json());
}

async function waitForServer() {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      return await stats();
    } catch {
      await sleep(500);
    }
  }
  throw new Error(`content server did not answer on ${contentUrl}`);
}

const before = await waitForServer();
const started = performance.now();
const build = spawnSync(process.execPath, [join(workspaceRoot, 'node_modules/next/dist/bin/next'), 'build'], {
  cwd: appRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CMS_BASE_URL: `${contentUrl}/v2` },
});
const seconds = (performance.now() - started) / 1000;
if (build.status !== 0) {
  console.error(`next build for site-${market} failed (exit ${build.status})`);
  process.exit(1);
}
const after = await stats();

// Every prerendered route (pages, not route handlers or the not-found page) from Next's manifest.
const manifest = JSON.parse(readFileSync(join(appRoot, '.next/prerender-manifest.json'), 'utf8'));
const pages = Object.keys(manifest.routes).filter((route) => !route.startsWith('/api/') && !route.startsWith('/_'));

const megabytes = (path) => `${(folderBytes(join(appRoot, path)) / 1024 / 1024).toFixed(0)} MB`;
const rows = [
  ['market', market],
  ['build time', `${seconds.toFixed(1)} s`],
  ['pages prebuilt', String(pages.length)],
  ['build output (.next)', megabytes('.next')],
  ['  of it standalone', megabytes('.next/standalone')],
  ['CMS requests', String(after.requests - before.requests)],
];
const width = Math.max(...rows.map(([label]) => label.length));
for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);

await stopServerAndWait();
