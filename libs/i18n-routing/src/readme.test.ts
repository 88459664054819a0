import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { README_END, README_START, renderRouteTable, updateReadme } from '../scripts/routeTable.ts';
import { localeCodes } from './locales.ts';
import { ROUTES } from './routes.ts';

// Prettier may realign the markdown tables; compare without layout whitespace and dash runs.
const normalise = (text: string) => text.replace(/\s+/g, '').replace(/-{3,}/g, '---');

describe('README route table', () => {
  const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');

  it('is generated from the current route table (run `nx run i18n-routing:readme` after a change)', () => {
    const start = readme.indexOf(README_START);
    const end = readme.indexOf(README_END);
    expect(start).toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(start);
    expect(normalise(readme.slice(start, end + README_END.length))).toBe(
      normalise(renderRouteTable()),
    );
  });

  it('lists every route in every locale', () => {
    const table = renderRouteTable();
    for (const route of ROUTES) {
      for (const locale of localeCodes) expect(table).toContain(`\`${route.paths[locale]}\``);
      expect(table).toContain(`| \`${route.name}\` |`);
    }
  });

  it('rewrites only the marked section', () => {
    const text = `intro\n${README_START}\nstale\n${README_END}\noutro\n`;
    const updated = updateReadme(text);
    expect(updated.startsWith('intro\n')).toBe(true);
    expect(updated.endsWith('\noutro\n')).toBe(true);
    expect(updated).not.toContain('stale');
    expect(() => updateReadme('no markers')).toThrow(/markers/);
  });
});
