/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NextConfig } from 'next';
import { ALL_TUNING_ON, type TuningSwitches } from './switches';
import { ALL_FUNCTIONS_CALLED_ON_LOAD } from './compileHints';
import { createNextTuning } from './createNextTuning';

const CACHE_HANDLER = '/app/cacheHandler.js';
const base: NextConfig = { reactStrictMode: true, turbopack: { resolveAlias: { a: './a' } } };
const tuned = (switches: Partial<TuningSwitches> = {}, development = false) =>
  createNextTuning({ appDir: '/app', development, cacheHandler: CACHE_HANDLER, switches: { ...ALL_TUNING_ON, ...switches } });

describe('createNextTuning', () => {
  it('every patch on: own ETags, the cache handler, compile hints, one library stylesheet', () => {
    const tuning = tuned();
    const config = tuning.apply(base);
    expect(config).toMatchObject({ reactStrictMode: true, generateEtags: false, cacheHandler: CACHE_HANDLER });
    expect(config.turbopack?.resolveAlias).toEqual({ a: './a' });
    expect(Object.keys(config.turbopack?.rules ?? {})).toEqual(['**/libraryStyles.css']);
    expect(config.compiler?.runAfterProductionCompile).toEqual(expect.any(Function));
    expect(tuning.vanillaExtract).toEqual({ outputCss: false, identifiers: 'short' });
  });

  it('pageEtag off: Next.js hashes the pages again', () => {
    expect(tuned({ pageEtag: false }).apply(base)).toMatchObject({ generateEtags: true, cacheHandler: CACHE_HANDLER });
  });

  it("every cache handler patch off: Next.js's own cache handler", () => {
    const config = tuned({ pageEtag: false, hydrationAfterPaint: false, notFoundRules: false, sharedPageCache: false }).apply(base);
    expect(config.cacheHandler).toBeUndefined();
    const required = createNextTuning({ appDir: '/app', development: false, cacheHandler: CACHE_HANDLER, cacheHandlerRequired: true, switches: { ...ALL_TUNING_ON, pageEtag: false, hydrationAfterPaint: false, notFoundRules: false, sharedPageCache: false } });
    expect(required.apply(base).cacheHandler).toBe(CACHE_HANDLER);
    for (const name of ['pageEtag', 'hydrationAfterPaint', 'notFoundRules', 'sharedPageCache'] as const) expect(tuned({ [name]: false }).apply(base).cacheHandler).toBe(CACHE_HANDLER);
  });

  it('compileHints off: nothing runs after the compile', () => {
    expect(tuned({ compileHints: false }).apply(base).compiler).toBeUndefined();
  });

  it('libraryStyles off, or in development: a stylesheet per module, no loader', () => {
    for (const tuning of [tuned({ libraryStyles: false }), tuned({}, true)]) {
      expect(tuning.vanillaExtract).toEqual({});
      expect(tuning.apply(base).turbopack).toEqual(base.turbopack);
    }
  });

  describe('compile hints after a production compile', () => {
    let distDir: string;
    beforeEach(() => {
      distDir = mkdtempSync(join(tmpdir(), 'next-dist-'));
      mkdirSync(join(distDir, 'static/chunks'), { recursive: true });
      writeFileSync(join(distDir, 'static/chunks/main.js'), 'self.main=1;');
      mkdirSync(join(distDir, 'server/app'), { recursive: true });
      writeFileSync(join(distDir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/main.js'] }));
    });
    afterEach(() => rmSync(distDir, { recursive: true, force: true }));

    it("hint the chunks a page starts with, after the app's own hook", async () => {
      const order: string[] = [];
      const config = tuned().apply({ compiler: { runAfterProductionCompile: async () => void order.push('app') } });
      await config.compiler?.runAfterProductionCompile?.({ distDir, projectDir: distDir });
      order.push(readFileSync(join(distDir, 'static/chunks/main.js'), 'utf8'));
      expect(order).toEqual(['app', `${ALL_FUNCTIONS_CALLED_ON_LOAD}self.main=1;`]);
    });

    it('leave the chunks only the returning visitors’ routes start with unhinted', async () => {
      writeFileSync(join(distDir, 'static/chunks/signedIn.js'), 'self.signedIn=1;');
      mkdirSync(join(distDir, 'server/app/area/[layout]'), { recursive: true });
      const manifest = { clientModules: { m: { chunks: ['/_next/static/chunks/signedIn.js'] } }, entryJSFiles: {} };
      writeFileSync(join(distDir, 'server/app/area/[layout]/page_client-reference-manifest.js'), `globalThis.__RSC_MANIFEST = {"/area/[layout]/page": ${JSON.stringify(manifest)}};`);
      const returning = createNextTuning({ appDir: '/app', development: false, cacheHandler: CACHE_HANDLER, returningVisitorRoutes: ['area'], switches: ALL_TUNING_ON });
      await returning.apply(base).compiler?.runAfterProductionCompile?.({ distDir, projectDir: distDir });
      expect(readFileSync(join(distDir, 'static/chunks/signedIn.js'), 'utf8')).toBe('self.signedIn=1;');
      await tuned().apply(base).compiler?.runAfterProductionCompile?.({ distDir, projectDir: distDir });
      expect(readFileSync(join(distDir, 'static/chunks/signedIn.js'), 'utf8')).toBe(`${ALL_FUNCTIONS_CALLED_ON_LOAD}self.signedIn=1;`);
    });
  });
});
