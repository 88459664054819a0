/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_TUNING_ON, TUNING_SWITCHES, type TuningSwitch } from '@clavis/next-tuning';
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

  it('carries the settings the prebuilt pages are built with into the bundles, for the start-up check', () => {
    writeProxy(proxyConfigLine('germany'));
    const site = process.env['SITE_URL'];
    process.env['SITE_URL'] = 'https://www.clavis.de';
    try {
      const baked = JSON.parse(createNextConfig('germany', { appDir }).env?.['CLAVIS_BAKED_SETTINGS'] ?? '') as Record<string, string>;
      expect(baked).toMatchObject({ SITE_URL: 'https://www.clavis.de', OIDC_ISSUER: 'http://127.0.0.1:4200', CMS_BASE_URL: 'http://127.0.0.1:4100/v2' });
    } finally {
      if (site === undefined) delete process.env['SITE_URL'];
      else process.env['SITE_URL'] = site;
    }
  });

  it("leaves type errors to the apps' typecheck targets: next build skips its own TypeScript pass", () => {
    writeProxy(proxyConfigLine('germany'));
    expect(createNextConfig('germany', { appDir }).typescript).toEqual({ ignoreBuildErrors: true });
  });

  it("emits source maps but in CI, whose builds only its e2e suites read", () => {
    writeProxy(proxyConfigLine('germany'));
    const ci = process.env['CI'];
    try {
      delete process.env['CI'];
      expect(createNextConfig('germany', { appDir }).experimental?.turbopackSourceMaps).toBe(true);
      process.env['CI'] = 'true';
      expect(createNextConfig('germany', { appDir }).experimental?.turbopackSourceMaps).toBe(false);
    } finally {
      if (ci === undefined) delete process.env['CI'];
      else process.env['CI'] = ci;
    }
  });

  it('refuses an app whose proxy matcher is stale or missing, naming the fix', () => {
    writeProxy(proxyConfigLine('italy'));
    expect(() => createNextConfig('germany', { appDir })).toThrow(/npm run sync:proxy-matchers/);
    writeProxy('');
    expect(() => createNextConfig('germany', { appDir })).toThrow(/proxy matcher is not the one/);
  });

  it("lays next-tuning's patches over the config: own ETags, the site's cache handler, compile hints, one library stylesheet", () => {
    writeProxy(proxyConfigLine('germany'));
    const config = createNextConfig('germany', { appDir, tuning: ALL_TUNING_ON });
    expect(config.generateEtags).toBe(false);
    expect(config.cacheHandler).toMatch(/next-config\/siteCacheHandler\.js$/);
    expect(config.compiler?.runAfterProductionCompile).toEqual(expect.any(Function));
    expect(Object.keys(config.turbopack?.rules ?? {})).toContain('**/libraryStyles.css');
    expect(Object.keys(config.turbopack?.resolveAlias ?? {})).toContain('@clavis/site-shell/proxy');
  });

  it('with every switch off, is the plain Next.js config (its own ETags, no hints, a stylesheet per module) but for the cache handler, which the pages’ script hashes need', () => {
    writeProxy(proxyConfigLine('germany'));
    const allOff = Object.fromEntries(Object.keys(TUNING_SWITCHES).map((name) => [name, false])) as Record<TuningSwitch, boolean>;
    const config = createNextConfig('germany', { appDir, tuning: allOff });
    expect(config.generateEtags).toBe(true);
    expect(config.cacheHandler).toMatch(/next-config\/siteCacheHandler\.js$/);
    expect(config.compiler?.runAfterProductionCompile).toBeUndefined();
    expect(Object.keys(config.turbopack?.rules ?? {})).not.toContain('**/libraryStyles.css');
    expect(Object.keys(config.turbopack?.resolveAlias ?? {})).toContain('@clavis/site-shell/proxy');
  });

  it('reads the switches from the environment by default', () => {
    writeProxy(proxyConfigLine('germany'));
    process.env['CLAVIS_TUNING_PAGE_ETAG'] = 'off';
    try {
      expect(createNextConfig('germany', { appDir }).generateEtags).toBe(true);
    } finally {
      delete process.env['CLAVIS_TUNING_PAGE_ETAG'];
    }
  });
});
