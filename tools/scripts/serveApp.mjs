#!/usr/bin/env node
// Serves one built market app with `next start` on its port (DESIGN.md section 2). `next start`
// forks next-server; both stay in this script's process group, so whoever stops the group (Ctrl-C,
// Playwright's webServer) stops them all, and a signal sent to this script alone is passed on.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from './workspace.mjs';

const market = process.argv[2] ?? process.env.MARKET ?? 'germany';
const appRoot = join(workspaceRoot, 'apps', `site-${market}`);
let port;
try {
  port = JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')).clavis.port;
} catch {
  console.error(`Unknown market "${market}": no app at apps/site-${market}.`);
  process.exit(1);
}

const next = spawn(
  process.execPath,
  [join(workspaceRoot, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
  { cwd: appRoot, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => next.kill(signal));
}
next.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
