// `npm run docs:settings`: writes the table of settings into the root README, between its markers.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { settingsTable } from '../src/config/settings';

const readme = join(import.meta.dirname, '../../../README.md');
const START = '<!-- settings table: made by settingsTable() in libs/site-shell/src/config/settings.ts -->';
const END = '<!-- end of the settings table -->';
const text = readFileSync(readme, 'utf8');
const [before, rest] = text.split(START);
const after = rest?.split(END)[1];
if (before === undefined || after === undefined) throw new Error(`README.md has no ${START} ... ${END} markers`);
writeFileSync(readme, `${before}${START}\n\n${settingsTable()}\n\n${END}${after}`);
console.log('README.md: settings table written');
