// Infers the targets every TypeScript project shares, so project.json files hold only tags and
// real overrides: `build` (tsc to dist/, ESM + .d.ts) for libraries that have a tsconfig.lib.json,
// and `typecheck` (tsc --noEmit over sources, tests and stories) for every project with a
// tsconfig.json outside apps (Next.js type-checks the apps during `next build`).
const { dirname, join } = require('node:path');
const { existsSync } = require('node:fs');

const tscBin = 'tsc';

function buildTarget() {
  return {
    command: `${tscBin} -p tsconfig.lib.json`,
    options: { cwd: '{projectRoot}' },
    cache: true,
    dependsOn: ['^build'],
    inputs: ['production', '^production'],
    outputs: ['{projectRoot}/dist'],
    metadata: { technologies: ['typescript'], description: 'Emit ESM and .d.ts into dist/' },
  };
}

function typecheckTarget() {
  return {
    command: `${tscBin} -p tsconfig.json --noEmit`,
    options: { cwd: '{projectRoot}' },
    cache: true,
    inputs: ['default', '^production'],
    outputs: [],
    metadata: { technologies: ['typescript'], description: 'Type-check sources, tests and stories' },
  };
}

const createNodesV2 = [
  '{libs,tools}/*/tsconfig.json',
  (configFiles, _options, context) =>
    configFiles.map((configFile) => {
      const projectRoot = dirname(configFile);
      const targets = { typecheck: typecheckTarget() };
      if (existsSync(join(context.workspaceRoot, projectRoot, 'tsconfig.lib.json'))) {
        targets.build = buildTarget();
      }
      return [configFile, { projects: { [projectRoot]: { targets } } }];
    }),
];

module.exports = { name: '@clavis/tools', createNodesV2 };
