#!/usr/bin/env node
// Part of a tsc-built library's `build`, run in its folder: tsc emits only what it compiles, so
// plain stylesheets a module imports (`import './x.css'`) are copied from src/ into dist/ beside it,
// each with an empty `x.d.css.ts`: tsc keeps the import in the module's declarations, and a
// consumer's TypeScript resolves it only to such a declaration file.
import { cpSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function* cssFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* cssFiles(path);
    else if (entry.name.endsWith('.css')) yield path;
  }
}

for (const file of cssFiles('src')) {
  const target = join('dist', file.slice('src/'.length));
  cpSync(file, target);
  writeFileSync(target.replace(/\.css$/, '.d.css.ts'), 'export {};\n');
}
