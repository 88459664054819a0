// Infers the targets every TypeScript project shares, so project.json files hold only tags and
// real overrides: `build` (ESM + .d.ts into dist/) and `check-package` (publint and
// @arethetypeswrong/cli on the packed package) for libraries that have a tsconfig.lib.json, and
// `typecheck` (tsc --noEmit over sources, tests and stories) for every project with a tsconfig.json,
// the market apps included: `next build` skips its own TypeScript pass (createNextConfig), so the
// apps' typecheck is this target, run after the app's build, which writes the route types
// (`.next/types`, `next-env.d.ts`) the app's tsconfig includes, against the libraries' declarations
// (tsconfig.typecheck.json).
//
// A library with a vite.config.ts (one with vanilla-extract styles) builds its JavaScript and CSS
// with Vite and only its declarations with tsc. Sources may import `./x` without an extension
// (bundler resolution); Node's ESM resolution needs `./x.js`, so tsc-alias writes the full paths
// into the emitted files.
const { dirname, join } = require('node:path');
const { existsSync } = require('node:fs');

const tscBin = 'tsc';

// --preserveSymlinks: a declaration that names another library's type must say
// `import("@clavis/x")`, not the workspace path the npm-workspace symlink leads to.
const tscEmit = `${tscBin} -p tsconfig.lib.json --preserveSymlinks`;
const fullPaths = 'tsc-alias -p tsconfig.lib.json --resolve-full-paths';
// tsc does not delete what a removed source emitted once; a stale file would be packed.
const cleanDist = `node -e "require('fs').rmSync('dist',{recursive:true,force:true})"`;

function buildTarget(withVite) {
  // With Vite, tsc still emits JavaScript first: tsc-alias only completes `./x` where `x.js`
  // exists, and Vite writes none for a module that holds only types. Vite then overwrites the
  // JavaScript of every module it bundles (with the styles compiled).
  const command = withVite
    ? `${cleanDist} && ${tscEmit} && ${fullPaths} && vite build --logLevel warn`
    : `${cleanDist} && ${tscEmit} && node ../../tools/scripts/copyCssAssets.mjs && ${fullPaths}`;
  return {
    command,
    options: { cwd: '{projectRoot}' },
    cache: true,
    dependsOn: ['^build'],
    inputs: ['production', '^production'],
    outputs: ['{projectRoot}/dist'],
    metadata: {
      technologies: withVite ? ['vite', 'typescript'] : ['typescript'],
      description: withVite
        ? 'Vite library build (ESM, one module per source file, real CSS) plus tsc declarations'
        : 'Emit ESM and .d.ts into dist/',
    },
  };
}

function checkPackageTarget() {
  return {
    command: 'node ../../tools/scripts/checkPackage.mjs',
    options: { cwd: '{projectRoot}' },
    cache: true,
    dependsOn: ['build'],
    inputs: ['production', '{workspaceRoot}/tools/scripts/checkPackage.mjs', { externalDependencies: ['publint', '@arethetypeswrong/cli'] }],
    outputs: [],
    metadata: {
      technologies: ['typescript'],
      description: 'publint, @arethetypeswrong/cli (ESM; node16 and bundler) and declared imports of the packed package',
    },
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

/**
 * A market app's typecheck: after its build, whose route types it reads. Not `next typegen` before
 * tsc: `next build` empties `.next` as it starts, so a typecheck running beside the same app's
 * build would lose the files it is reading.
 */
function appTypecheckTarget() {
  return {
    ...typecheckTarget(),
    command: `${tscBin} -p tsconfig.typecheck.json --noEmit`,
    dependsOn: ['build'],
    metadata: { technologies: ['typescript', 'next'], description: "Type-check the app against Next's route types (next build skips its own pass)" },
  };
}

const createNodesV2 = [
  '{libs,tools,apps}/*/tsconfig.json',
  (configFiles, _options, context) =>
    configFiles.map((configFile) => {
      const projectRoot = dirname(configFile);
      if (projectRoot.startsWith('apps/')) {
        // The market apps (Next.js); apps/sites-e2e keeps the e2e's own targets.
        const isNextApp = existsSync(join(context.workspaceRoot, projectRoot, 'next.config.ts'));
        return [configFile, { projects: isNextApp ? { [projectRoot]: { targets: { typecheck: appTypecheckTarget() } } } : {} }];
      }
      const targets = { typecheck: typecheckTarget() };
      if (existsSync(join(context.workspaceRoot, projectRoot, 'tsconfig.lib.json'))) {
        targets.build = buildTarget(existsSync(join(context.workspaceRoot, projectRoot, 'vite.config.ts')));
        targets['check-package'] = checkPackageTarget();
      }
      return [configFile, { projects: { [projectRoot]: { targets } } }];
    }),
];

module.exports = { name: '@clavis/tools', createNodesV2 };
