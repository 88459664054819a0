#!/usr/bin/env node
// `npm start`: installs what a fresh clone lacks, starts the embedded content server and identity
// provider (or uses the ones already on 127.0.0.1:4100 and :4200), builds the market app (germany
// unless MARKET says otherwise) and serves it on its port the way the Docker image does: Next's
// standalone server (`node server.js`) with the static files beside it. It ends with where to open
// the site, who can log in, and how to stop. Ctrl-C stops everything it started. On a machine whose
// Node is older than the workspace needs, it says so and runs under Node 24 from the npm registry.
// The content server announces each story an editor publishes to the site's `/api/revalidate`, so
// an edit in the local CMS shows at once.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { rerunUnderRequiredNode } from './ensureNode.mjs';
import { workspaceRoot } from './workspace.mjs';
import {
  buildStandalone,
  chosenMarket,
  CONTENT_PROBE,
  env,
  fail,
  IDP_PROBE,
  installIfMissing,
  loginLines,
  marketPort,
  run,
  serveTool,
  stopAll,
  supervise,
  waitFor,
} from './localServices.mjs';

rerunUnderRequiredNode();
const market = chosenMarket();
installIfMissing();

const appRoot = join(workspaceRoot, 'apps', `site-${market}`);
const port = Number(process.env.PORT ?? marketPort(appRoot));
// The content server outlives the build: the site reads it at run time too (new stories, redirects).
serveTool('--content', { WEBHOOK_URL: process.env.WEBHOOK_URL ?? `http://127.0.0.1:${port}/api/revalidate` });
// The partner login needs the identity provider only in the browser, so the build does not wait for it.
serveTool('--dev-idp');
if (!(await waitFor(CONTENT_PROBE, 30))) fail('The content server did not answer on 127.0.0.1:4100 within 30 s.');
// The local space gets the declared components the way a real one does (npm run cms:push), never
// a space the environment names: its story writes then hold the same line.
run(process.execPath, ['--conditions=@clavis/source', '--import', 'tsx', 'tools/scripts/cmsPush.ts', '--local']);
const { serverDir } = buildStandalone(market);

const site = supervise(
  spawn(process.execPath, ['server.js'], {
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
  }),
);
site.on('exit', (code) => {
  stopAll();
  process.exit(code ?? 0);
});

const siteUrl = `http://127.0.0.1:${port}`;
if (!(await waitFor(`${siteUrl}/api/version`, 60))) fail(`The site did not answer on ${siteUrl} within 60 s.`);
const idpAnswers = await waitFor(IDP_PROBE, 30);

const rule = '-'.repeat(78);
console.log(
  [
    '',
    rule,
    `Clavis ${market} site: ${siteUrl}`,
    '',
    ...(await loginLines(idpAnswers)),
    '',
    'Stop: Ctrl-C (stops the site and the content server and identity provider this started).',
    rule,
  ].join('\n'),
);
