// Runs a script in a Node child process that reads the libraries' TypeScript sources (tsx, the
// `@clavis/source` condition) as the generator's tree has them: a source the tree has written
// (a new market's entry in marketConfigs.ts) is loaded from the tree (treeModules.mjs), the rest
// from the disk. Generators write to a tree that reaches the disk only at their end.
const { execFileSync } = require('node:child_process');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const WORKSPACE = join(__dirname, '../../../../..');

/** The library sources `tree` has written, by file URL. */
function treeModules(tree) {
  return Object.fromEntries(
    tree
      .listChanges()
      .filter((change) => change.type !== 'DELETE' && /^libs\/.*\.tsx?$/.test(change.path))
      .map((change) => [
        pathToFileURL(join(WORKSPACE, change.path)).href,
        change.content.toString('utf8'),
      ]),
  );
}

/**
 * Runs `script` (an ES module body that reads `input` from `process.argv[1]` as JSON and writes
 * its answer to stdout as JSON) against `tree`'s libraries; returns the answer.
 */
function runInTreeProcess(tree, script, input) {
  const hooks = pathToFileURL(join(__dirname, 'treeModules.mjs')).href;
  const register = `import { register } from 'node:module'; register(${JSON.stringify(hooks)}, { data: { files: JSON.parse(process.env.CLAVIS_TREE_MODULES) } });`;
  let output;
  try {
    output = execFileSync(
      process.execPath,
      [
        '--conditions=@clavis/source',
        '--import',
        `data:text/javascript,${encodeURIComponent(register)}`,
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        script,
        JSON.stringify(input),
      ],
      {
        cwd: WORKSPACE,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 16 * 1024 * 1024,
        env: { ...process.env, CLAVIS_TREE_MODULES: JSON.stringify(treeModules(tree)) },
      },
    );
  } catch (error) {
    // The child's error, not its stack: `RoutingError: Market austria: "xx" is no locale of LOCALES`.
    const thrown = /^\w*Error: .*$/m.exec(String(error.stderr ?? ''));
    throw thrown ? new Error(thrown[0]) : error;
  }
  return JSON.parse(output);
}

module.exports = { runInTreeProcess };
