// `nx g @clavis/tools:market <market>`: a market's Next.js app, apps/site-<market>. Every file is a
// re-export of site-shell but the market's name, its port and the proxy matcher, which site-shell
// computes from the market's route table. The five apps are this generator's output
// (`checkApps.cjs`, run by lint, fails when one differs), so a route handler is added once, here.
// A new market also gets its entry in i18n-routing's market configs (`--locales`, `--port`,
// marketConfig.cjs): that entry and the app are all a market is.
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');
const { generateFiles } = require('@nx/devkit');
const { addMarketConfig } = require('./marketConfig.cjs');
const { runInTreeProcess } = require('./treeProcess.cjs');

const MARKET_NAME = /^[a-z][a-z0-9-]*$/;
const CONFIG_LINE = 'export const config = ';

/** Where the apps live: apps/site-<market>. */
const appRoot = (market) => `apps/site-${market}`;

/**
 * What the apps of `markets` need from the libraries, read through their TypeScript sources (tsx,
 * in one child process, treeProcess.cjs): each market's port and its proxy `config` line as site-shell's
 * `withProxyConfigLine` writes it (i18n-routing refuses a config it cannot route); and every
 * configured market.
 */
function marketFacts(tree, markets) {
  const script = `
    const { getMarketConfig, isMarket, MARKETS } = await import('@clavis/i18n-routing');
    const { withProxyConfigLine } = await import('@clavis/site-shell/next-config');
    const apps = {};
    for (const market of JSON.parse(process.argv[1]))
      apps[market] = isMarket(market)
        ? { port: getMarketConfig(market).port, configLine: withProxyConfigLine(${JSON.stringify(`${CONFIG_LINE}{};`)}, market) }
        : { problem: 'no entry in libs/i18n-routing/src/marketConfigs.ts (give --locales and --port to add it)' };
    process.stdout.write(JSON.stringify({ markets: MARKETS, apps }));`;
  return runInTreeProcess(tree, script, markets);
}

/**
 * Writes the apps of several markets into `tree` (`{ name, port?, resilience? }` each: the port is
 * the market config's, and a `port` given must be the same).
 */
function writeApps(tree, optionsList) {
  for (const { name } of optionsList)
    if (!MARKET_NAME.test(name))
      throw new Error(`"${name}" is not a market name (lower case, e.g. austria)`);
  const facts = marketFacts(
    tree,
    optionsList.map(({ name }) => name),
  );
  for (const { name: market, port, resilience = false } of optionsList) {
    const { problem, port: configuredPort, configLine } = facts.apps[market];
    if (problem) throw new Error(`${market}: ${problem}`);
    if (port !== undefined && port !== configuredPort)
      throw new Error(
        `--port ${port}: ${market}'s port is ${configuredPort} (libs/i18n-routing/src/marketConfigs.ts)`,
      );
    generateFiles(tree, join(__dirname, 'files'), appRoot(market), {
      market,
      port: configuredPort,
      resilience,
      tmpl: '',
    });
    const proxyFile = `${appRoot(market)}/src/proxy.ts`;
    const lines = tree.read(proxyFile, 'utf-8').split('\n');
    const at = lines.findIndex((line) => line.startsWith(CONFIG_LINE));
    if (at < 0) throw new Error(`${market}: the proxy template has no \`${CONFIG_LINE}\` line`);
    lines[at] = configLine;
    tree.write(proxyFile, lines.join('\n'));
  }
  return facts.markets;
}

const ROUTE_TABLE_README = 'libs/i18n-routing/README.md';

/** i18n-routing's README with its generated market and route tables written again (`nx run i18n-routing:readme`). */
function updateRouteTableReadme(tree) {
  if (!tree.exists(ROUTE_TABLE_README)) return;
  const routeTable = pathToFileURL(
    join(__dirname, '../../../../../libs/i18n-routing/scripts/routeTable.ts'),
  ).href;
  const script = `
    const { updateReadme } = await import(${JSON.stringify(routeTable)});
    process.stdout.write(JSON.stringify(updateReadme(JSON.parse(process.argv[1]))));`;
  tree.write(
    ROUTE_TABLE_README,
    runInTreeProcess(tree, script, tree.read(ROUTE_TABLE_README, 'utf-8')),
  );
}

async function marketGenerator(tree, options) {
  const { name, locales, overwrite = false } = options;
  if (tree.exists(`${appRoot(name)}/package.json`) && !overwrite)
    throw new Error(`${appRoot(name)} already exists`);
  if (!MARKET_NAME.test(name))
    throw new Error(`"${name}" is not a market name (lower case, e.g. austria)`);
  if (locales !== undefined) addMarketConfig(tree, name, options);
  writeApps(tree, [options]);
  if (locales !== undefined) updateRouteTableReadme(tree);
}

module.exports = marketGenerator;
module.exports.default = marketGenerator;
module.exports.writeApps = writeApps;
module.exports.appRoot = appRoot;
