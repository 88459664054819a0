// `nx run i18n-routing:readme`: rewrites the generated route table section of README.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { updateReadme } from './routeTable';

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
const before = readFileSync(readmePath, 'utf8');
const after = updateReadme(before);
if (after === before) {
  console.log('README.md route table is up to date');
} else {
  writeFileSync(readmePath, after);
  console.log('README.md route table rewritten');
}
