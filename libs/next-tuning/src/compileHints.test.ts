/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCompileHints, ALL_FUNCTIONS_CALLED_ON_LOAD, chunksLoadedAtStart, withCompileHint } from './compileHints';

describe('withCompileHint', () => {
  it('puts the hint first, once', () => {
    const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([]);';
    const hinted = withCompileHint(chunk);
    expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('addCompileHints', () => {
  let distDir: string;
  const chunks = () => join(distDir, 'static', 'chunks');
  const read = (...path: string[]) => readFileSync(join(chunks(), ...path), 'utf8');
  const writeClientReferenceManifest = (route: string, manifest: object) => {
    const directory = join(distDir, 'server', 'app', route);
    mkdirSync(directory, { recursive: true });
    writeFileSync(
      join(directory, 'page_client-reference-manifest.js'),
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/${route}/page"] = ${JSON.stringify(manifest)};`,
    );
  };

  beforeEach(() => {
    distDir = mkdtempSync(join(tmpdir(), 'next-dist-'));
    mkdirSync(join(chunks(), 'app'), { recursive: true });
    writeFileSync(join(chunks(), 'main.js'), 'self.main=1;');
    writeFileSync(join(chunks(), 'app', 'block.js'), 'self.block=2;');
    writeFileSync(join(chunks(), 'page.js'), 'self.page=3;');
    writeFileSync(join(chunks(), 'onDemand.js'), 'self.onDemand=4;');
    writeFileSync(join(chunks(), 'styles.css'), 'a{color:red}');
    writeFileSync(join(chunks(), 'main.js.map'), '{}');
    writeFileSync(join(distDir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/main.js'] }));
    writeClientReferenceManifest('[locale]/home', {
      clientModules: { '[project]/libs/blocks/src/Carousel.tsx': { id: 1, name: '*', chunks: ['/_next/static/chunks/app/block.js'], async: false } },
      entryJSFiles: { '[project]/apps/site/src/app/[locale]/home/page': ['static/chunks/page.js', 'static/chunks/styles.css'] },
    });
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it('hints the framework’s chunks and every route’s, nested ones too, and leaves other files alone', async () => {
    await expect(addCompileHints({ distDir })).resolves.toBe(3);
    expect(read('main.js')).toBe(`${ALL_FUNCTIONS_CALLED_ON_LOAD}self.main=1;`);
    expect(read('app', 'block.js')).toBe(`${ALL_FUNCTIONS_CALLED_ON_LOAD}self.block=2;`);
    expect(read('page.js')).toBe(`${ALL_FUNCTIONS_CALLED_ON_LOAD}self.page=3;`);
    expect(read('styles.css')).toBe('a{color:red}');
    expect(read('main.js.map')).toBe('{}');
  });

  it('leaves a chunk loaded on demand without the hint', async () => {
    await addCompileHints({ distDir });
    expect(read('onDemand.js')).toBe('self.onDemand=4;');
  });

  it('leaves the chunks only returning visitors’ routes start with unhinted, and hints those another route starts with too', async () => {
    writeFileSync(join(chunks(), 'signedIn.js'), 'self.signedIn=5;');
    writeClientReferenceManifest('[locale]/extranet-shell/[layout]', {
      clientModules: { '[project]/libs/extranet/src/ExtranetContent.tsx': { id: 2, name: '*', chunks: ['/_next/static/chunks/signedIn.js', '/_next/static/chunks/app/block.js'], async: false } },
      entryJSFiles: {},
    });
    await expect(addCompileHints({ distDir, returningVisitorRoutes: ['[locale]/extranet-shell'] })).resolves.toBe(3);
    expect(read('signedIn.js')).toBe('self.signedIn=5;');
    expect(read('app', 'block.js')).toBe(`${ALL_FUNCTIONS_CALLED_ON_LOAD}self.block=2;`);
    expect(read('main.js')).toBe(`${ALL_FUNCTIONS_CALLED_ON_LOAD}self.main=1;`);
  });

  it('changes nothing the second time', async () => {
    await addCompileHints({ distDir });
    await expect(addCompileHints({ distDir })).resolves.toBe(0);
    expect(read('main.js')).toBe(`${ALL_FUNCTIONS_CALLED_ON_LOAD}self.main=1;`);
  });

  it('fails the build when the build manifest names no framework chunks, rather than guess', async () => {
    writeFileSync(join(distDir, 'build-manifest.json'), JSON.stringify({ pages: {} }));
    await expect(addCompileHints({ distDir })).rejects.toThrow(/rootMainFiles.*CLAVIS_TUNING_COMPILE_HINTS=off/);
    expect(read('main.js')).toBe('self.main=1;');
  });
});

describe('chunksLoadedAtStart', () => {
  it('reads every route’s manifest, client modules and entries alike', async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'next-dist-'));
    try {
      writeFileSync(join(distDir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/framework.js', 'static/chunks/runtime.js'] }));
      for (const [route, chunk] of [['a', 'one.js'], ['b/c', 'two.js']] as const) {
        const directory = join(distDir, 'server', 'app', route);
        mkdirSync(directory, { recursive: true });
        writeFileSync(join(directory, 'page_client-reference-manifest.js'), `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/${route}/page"] = ${JSON.stringify({ clientModules: { m: { chunks: [`/_next/static/chunks/${chunk}`] } }, entryJSFiles: {} })};`);
      }
      await expect(chunksLoadedAtStart(distDir)).resolves.toEqual(new Set(['framework.js', 'runtime.js', 'one.js', 'two.js']));
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});
