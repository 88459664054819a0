import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { createTreeWithEmptyWorkspace } = require('@nx/devkit/testing');
const marketGenerator = require('./generator.cjs');
const { appDifferences, marketApps } = require('./checkApps.cjs');

const WORKSPACE = join(import.meta.dirname, '../../../../..');

test("writes a market's app: its name, port and proxy matcher, every route of site-shell re-exported", async () => {
  const tree = createTreeWithEmptyWorkspace();
  await marketGenerator(tree, { name: 'spain', port: 3003 });
  assert.equal(
    tree.read('apps/site-spain/market.ts', 'utf-8'),
    "export const market = 'spain' as const;\n",
  );
  assert.deepEqual(JSON.parse(tree.read('apps/site-spain/package.json', 'utf-8')).clavis, {
    market: 'spain',
    port: 3003,
  });
  const project = JSON.parse(tree.read('apps/site-spain/project.json', 'utf-8'));
  assert.equal(project.name, 'site-spain');
  assert.equal(project.targets.start.command, 'node tools/scripts/serveApp.mjs spain');
  assert.equal(project.targets.resilience, undefined);
  assert.match(
    tree.read('apps/site-spain/src/proxy.ts', 'utf-8'),
    /^export const config = \{"matcher":\["\/\(\(\?!_next\/\|api\/.*productos/m,
  );
  assert.match(
    tree.read('apps/site-spain/src/app/api/forms/[formId]/route.ts', 'utf-8'),
    /@clavis\/site-shell\/api\/forms/,
  );
});

test('the main market runs check:resilience before its e2e', async () => {
  const tree = createTreeWithEmptyWorkspace();
  await marketGenerator(tree, { name: 'germany', port: 3000, resilience: true });
  const project = JSON.parse(tree.read('apps/site-germany/project.json', 'utf-8'));
  assert.ok(project.targets.e2e.dependsOn.includes('resilience'));
  assert.equal(project.targets.resilience.command, 'node tools/scripts/checkResilience.mjs --ci');
});

test('refuses a bad name or port, and an app that exists unless told to write it again', async () => {
  const tree = createTreeWithEmptyWorkspace();
  await assert.rejects(marketGenerator(tree, { name: 'Austria', port: 3005 }), /not a market name/);
  await assert.rejects(marketGenerator(tree, { name: 'italy', port: 0 }), /port/);
  await marketGenerator(tree, { name: 'italy', port: 3002 });
  await assert.rejects(marketGenerator(tree, { name: 'italy', port: 3002 }), /already exists/);
  await marketGenerator(tree, { name: 'italy', port: 3002, overwrite: true });
});

test("the workspace's five apps are the generator's output, and a hand edit or an extra file is found", () => {
  assert.deepEqual(
    marketApps(WORKSPACE)
      .map(({ name }) => name)
      .sort(),
    ['france', 'germany', 'global', 'italy', 'spain'],
  );
  const copy = mkdtempSync(join(tmpdir(), 'clavis-apps-'));
  try {
    cpSync(join(WORKSPACE, 'apps/site-italy'), join(copy, 'apps/site-italy'), {
      recursive: true,
      filter: (path) => !/[\\/](\.next|data|node_modules)$/.test(path),
    });
    cpSync(join(WORKSPACE, '.gitignore'), join(copy, '.gitignore'));
    execFileSync('git', ['init', '-q'], { cwd: copy });
    const italy = marketApps(copy);
    assert.deepEqual(appDifferences(copy, italy), []);
    writeFileSync(join(copy, 'apps/site-italy/src/app/robots.ts'), '// edited by hand\n', {
      flag: 'a',
    });
    writeFileSync(join(copy, 'apps/site-italy/src/app/extra.ts'), 'export {};\n');
    assert.deepEqual(appDifferences(copy, italy), [
      'apps/site-italy/src/app/robots.ts: differs from what the generator writes',
      'apps/site-italy/src/app/extra.ts: not written by the generator',
    ]);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
