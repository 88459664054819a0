#!/usr/bin/env node
// `nx run <lib>:check-package`, run in the library's folder after its build: what another team
// gets from npm must work there. Three checks of the packed package:
// 1. publint (strict): `exports`, `files`, `types` and the files they name agree;
// 2. @arethetypeswrong/cli, ESM only: JavaScript and types resolve for `node16` and `bundler`;
// 3. every package the built JavaScript or declarations import is declared in `dependencies` or
//    `peerDependencies` (a workspace hides a missing one: the root node_modules has everything).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import ts from 'typescript';

const packageDir = process.cwd();
const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));

function run(command, args) {
  const result = spawnSync(command, args, { cwd: packageDir, stdio: 'inherit' });
  return result.status === 0;
}

function* builtFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* builtFiles(path);
    else if (/\.(js|d\.ts)$/.test(entry.name)) yield path;
  }
}

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
export function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function undeclaredImports() {
  const declared = new Set([
    pkg.name,
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ]);
  const builtins = new Set(builtinModules);
  const missing = new Map();
  for (const file of builtFiles(join(packageDir, 'dist'))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (specifier.startsWith('.') || specifier.startsWith('node:') || builtins.has(specifier)) continue;
      const name = packageNameOf(specifier);
      if (declared.has(name) || declared.has(`@types/${name}`)) continue;
      if (!missing.has(name)) missing.set(name, relative(packageDir, file));
    }
  }
  return missing;
}

const publintOk = run('npx', ['publint', 'run', '--strict']);
const attwOk = run('npx', ['attw', '--pack', '.', '--profile', 'esm-only', '--format', 'table-flipped']);
const missing = undeclaredImports();
for (const [name, file] of missing) {
  console.error(`${pkg.name}: imports "${name}" (${file}) but package.json does not declare it`);
}
if (missing.size === 0) console.log(`${pkg.name}: every imported package is declared`);
process.exit(publintOk && attwOk && missing.size === 0 ? 0 : 1);
