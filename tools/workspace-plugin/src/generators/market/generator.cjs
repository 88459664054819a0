// `nx g @clavis/tools:market <market> --port=3005`: a market's Next.js app, apps/site-<market>. Every
// file is a re-export of site-shell but the market's name, its port and the proxy matcher, which
// site-shell computes from the market's route table. The five apps are this generator's output
// (`checkApps.cjs`, run by lint, fails when one differs), so a route handler is added once, here.
const { execFileSync } = require('node:child_process');
const { join } = require('node:path');
const { generateFiles } = require('@nx/devkit');

const MARKET_NAME = /^[a-z][a-z0-9-]*$/;

/** Where the apps live: apps/site-<market>. */
const appRoot = (market) => `apps/site-${market}`;

/**
 * Each market's `src/proxy.ts` with its matcher line, as site-shell's `withProxyConfigLine` writes
 * it (the TypeScript sources, through tsx, in a child process: one call for many markets).
 */
function withProxyMatchers(sources) {
  const script = `
    const { withProxyConfigLine } = await import('@clavis/site-shell/next-config');
    const sources = JSON.parse(process.argv[1]);
    const synced = Object.fromEntries(Object.entries(sources).map(([market, source]) => [market, withProxyConfigLine(source, market)]));
    process.stdout.write(JSON.stringify(synced));`;
  const output = execFileSync(
    process.execPath,
    [
      '--conditions=@clavis/source',
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      script,
      JSON.stringify(sources),
    ],
    {
      cwd: join(__dirname, '../../../../..'),
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const synced = JSON.parse(output);
  for (const [market, source] of Object.entries(synced))
    if (source === null)
      throw new Error(`${market}: the proxy template has no \`export const config =\` line`);
  return synced;
}

/** Writes the app of each market into `tree` (without its proxy matcher line); returns the proxy files to complete. */
function writeApp(tree, { name: market, port, resilience = false }) {
  if (!MARKET_NAME.test(market))
    throw new Error(`"${market}" is not a market name (lower case, e.g. austria)`);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`--port must be a port number, not ${port}`);
  generateFiles(tree, join(__dirname, 'files'), appRoot(market), {
    market,
    port,
    resilience,
    tmpl: '',
  });
  return `${appRoot(market)}/src/proxy.ts`;
}

/** Writes the apps of several markets, the proxy matchers computed in one child process. */
function writeApps(tree, optionsList) {
  const proxyFiles = Object.fromEntries(
    optionsList.map((options) => [options.name, writeApp(tree, options)]),
  );
  const synced = withProxyMatchers(
    Object.fromEntries(
      Object.entries(proxyFiles).map(([market, file]) => [market, tree.read(file, 'utf-8')]),
    ),
  );
  for (const [market, file] of Object.entries(proxyFiles)) tree.write(file, synced[market]);
}

async function marketGenerator(tree, options) {
  if (tree.exists(`${appRoot(options.name)}/package.json`) && !options.overwrite)
    throw new Error(`${appRoot(options.name)} already exists`);
  writeApps(tree, [options]);
}

module.exports = marketGenerator;
module.exports.default = marketGenerator;
module.exports.writeApps = writeApps;
module.exports.appRoot = appRoot;
