/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { routeModules } from './routeModules';

describe('routeModules', () => {
  let root: string;
  const write = (file: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), '');
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'route-modules-'));
    ['global-error.tsx', 'sitemap.ts', '[locale]/layout.tsx', '[locale]/[[...path]]/page.tsx', '[locale]/[[...path]]/not-found.tsx', 'api/version/route.ts', 'types.d.ts', 'icon.svg'].forEach(write);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("lists the app's route modules, layouts first, then the rest by path", () => {
    expect(routeModules(root).map((file) => file.slice(root.length + 1))).toEqual([
      '[locale]/layout.tsx',
      '[locale]/[[...path]]/not-found.tsx',
      '[locale]/[[...path]]/page.tsx',
      'api/version/route.ts',
      'global-error.tsx',
      'sitemap.ts',
    ]);
  });
});
