// The check `nx lint tools` runs: every market app is exactly what the market generator writes
// (its files, nothing more), so the five apps cannot drift apart by hand. Prints each difference
// and exits 1.
const { execFileSync } = require('node:child_process');
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { createTreeWithEmptyWorkspace } = require('@nx/devkit/testing');
const { appRoot, writeApps } = require('./generator.cjs');

const WORKSPACE = join(__dirname, '../../../../..');

/** The market apps of the workspace and the options they were generated with (their package.json's `clavis`; the port is the market config's). */
function marketApps(workspace = WORKSPACE) {
  return readdirSync(join(workspace, 'apps'))
    .filter(
      (folder) =>
        folder.startsWith('site-') && existsSync(join(workspace, 'apps', folder, 'package.json')),
    )
    .map(
      (folder) =>
        JSON.parse(readFileSync(join(workspace, 'apps', folder, 'package.json'), 'utf8')).clavis,
    )
    .filter(Boolean)
    .map(({ market, resilience = false }) => ({ name: market, resilience }));
}

/** The files of a folder git would keep (tracked or not ignored), relative to the workspace. */
function keptFiles(workspace, folder) {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', folder], {
    cwd: workspace,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(join(workspace, file)));
}

/**
 * What differs between the apps on disk and the generator's output, one line each; with
 * `everyMarket`, also each configured market without an app.
 */
function appDifferences(
  workspace = WORKSPACE,
  apps = marketApps(workspace),
  { everyMarket = false } = {},
) {
  const tree = createTreeWithEmptyWorkspace();
  const markets = writeApps(tree, apps);
  const problems = everyMarket
    ? markets
        .filter((market) => !apps.some(({ name }) => name === market))
        .map(
          (market) =>
            `${appRoot(market)}: missing (libs/i18n-routing/src/marketConfigs.ts configures ${market})`,
        )
    : [];
  for (const { name } of apps) {
    const root = appRoot(name);
    const generated = new Set(
      tree
        .listChanges()
        .map((change) => change.path)
        .filter((path) => path.startsWith(`${root}/`)),
    );
    for (const file of generated) {
      const onDisk = join(workspace, file);
      if (!existsSync(onDisk)) problems.push(`${file}: missing (the generator writes it)`);
      else if (readFileSync(onDisk, 'utf8') !== tree.read(file, 'utf-8'))
        problems.push(`${file}: differs from what the generator writes`);
    }
    for (const file of keptFiles(workspace, root))
      if (!generated.has(file)) problems.push(`${file}: not written by the generator`);
  }
  return problems;
}

module.exports = { appDifferences, marketApps };

if (require.main === module) {
  const problems = appDifferences(WORKSPACE, marketApps(), { everyMarket: true });
  if (problems.length > 0) {
    console.error(
      `The market apps are the market generator's output (tools/workspace-plugin/src/generators/market), not edited by hand:\n  ${problems.join('\n  ')}\n` +
        "Change the generator's files, then write the apps again: npx nx g @clavis/tools:market <market> --overwrite",
    );
    process.exit(1);
  }
  console.log(`check-apps: the ${marketApps().length} market apps are the generator's output`);
}
