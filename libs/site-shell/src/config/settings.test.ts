/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SETTINGS, settingsTable } from './settings';

const README = join(__dirname, '../../../../README.md');
const START = '<!-- settings table: made by settingsTable() in libs/site-shell/src/config/settings.ts -->';
const END = '<!-- end of the settings table -->';

describe('settingsTable', () => {
  it('is the table the README shows (write it in with `npm run docs:settings`)', () => {
    const readme = readFileSync(README, 'utf8');
    const shown = readme.split(START)[1]?.split(END)[0]?.trim();
    expect(shown).toBe(settingsTable());
  });

  it('has one row per variable, secrets marked, the baked ones checked at start', () => {
    const table = settingsTable();
    for (const name of Object.keys(SETTINGS)) expect(table).toContain(`| \`${name}\` |`);
    expect(table).toMatch(/\| `EXTRANET_SIGNING_SECRET` \|[^\n]*\| required \| yes \| run \|/);
    expect(table).toMatch(/\| `SITE_URL` \|[^\n]*\| required \| {2}\| build and run \(checked at start\) \|/);
  });
});
