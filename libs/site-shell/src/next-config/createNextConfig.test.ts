/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { proxyConfigLine } from '../proxy/directRoutes';
import { createNextConfig } from './createNextConfig';

describe('createNextConfig', () => {
  let appDir: string;
  const writeProxy = (configLine: string) => writeFileSync(join(appDir, 'src/proxy.ts'), `export { proxy } from '@clavis/site-shell/proxy';\n${configLine}\n`);

  beforeEach(() => {
    appDir = mkdtempSync(join(tmpdir(), 'site-app-'));
    mkdirSync(join(appDir, 'src'));
    writeFileSync(join(appDir, 'next.config.ts'), '');
  });
  afterEach(() => rmSync(appDir, { recursive: true, force: true }));

  it("builds an app whose proxy matcher is the market's, and gives its direct routes their locale rewrites", async () => {
    writeProxy(proxyConfigLine('germany'));
    const config = createNextConfig('germany', { appDir });
    const rewrites = (await config.rewrites?.()) as { beforeFiles: unknown[]; afterFiles: { source: string; destination: string }[] };
    expect(rewrites.afterFiles).toContainEqual({ source: '/', destination: '/de' });
    expect(rewrites.beforeFiles).toEqual([]);
  });

  it('refuses an app whose proxy matcher is stale or missing, naming the fix', () => {
    writeProxy(proxyConfigLine('italy'));
    expect(() => createNextConfig('germany', { appDir })).toThrow(/npm run sync:proxy-matchers/);
    writeProxy('');
    expect(() => createNextConfig('germany', { appDir })).toThrow(/proxy matcher is not the one/);
  });
});
