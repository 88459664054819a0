#!/usr/bin/env node
// Serves one built market app with `next start` on its port (DESIGN.md section 2):
//   node tools/scripts/serveApp.mjs germany
// with the embedded development services chosen explicitly (CLAVIS_EMBEDDED=1 unless the caller
// sets it), which a production server otherwise refuses;
// or, with `--content`, makes sure the embedded content server answers on 127.0.0.1:4100: it starts
// one, or stays idle beside the one already running (another build, another engineer's server), so
// an app's build, start and e2e targets can all depend on it without fighting over the port.
// `--dev-idp` does the same for the embedded identity provider on 127.0.0.1:4200.
// `next start` forks next-server; both stay in this script's process group, so whoever stops the
// group (Ctrl-C, Playwright's webServer) stops them all, and a signal sent to this script alone is
// passed on.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nextStartCommand } from './nextStart.mjs';
import { workspaceRoot } from './workspace.mjs';

const CONTENT_PORT = Number(process.env.CONTENT_PORT ?? 4100);
const CONTENT_PROBE = `http://127.0.0.1:${CONTENT_PORT}/v2/cdn/spaces/me?token=clavis-local-public-token`;
const DEV_IDP_PROBE = 'http://127.0.0.1:4200/.well-known/openid-configuration';

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

function idleBeside(what) {
  console.log(`${what} already answers; using it`);
  // Stay up like the server would, until stopped.
  setInterval(() => undefined, 1 << 30);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
}

function serveTool(entry, env = {}) {
  const server = spawn(
    process.execPath,
    [join(workspaceRoot, 'node_modules/tsx/dist/cli.mjs'), '--conditions=@clavis/source', entry],
    { cwd: workspaceRoot, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  forwardSignals(server);
}

function forwardSignals(child) {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

if (process.argv[2] === '--content') {
  if (await answers(CONTENT_PROBE)) idleBeside(`content server on 127.0.0.1:${CONTENT_PORT}`);
  else serveTool('tools/content-server/src/main.ts', { PORT: String(CONTENT_PORT) });
} else if (process.argv[2] === '--dev-idp') {
  if (await answers(DEV_IDP_PROBE)) idleBeside('dev IdP on 127.0.0.1:4200');
  else serveTool('tools/dev-idp/src/main.ts');
} else {
  const market = process.argv[2] ?? process.env.MARKET ?? 'germany';
  const appRoot = join(workspaceRoot, 'apps', `site-${market}`);
  let port;
  try {
    port = JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')).clavis.port;
  } catch {
    console.error(`Unknown market "${market}": no app at apps/site-${market}.`);
    process.exit(1);
  }
  port = Number(process.env.PORT ?? port);

  const [command, args] = nextStartCommand(appRoot, port);
  const next = spawn(command, args, { cwd: appRoot, stdio: 'inherit', env: { CLAVIS_EMBEDDED: '1', ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  forwardSignals(next);
}
