/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDraftSession, readPreviewModeId } from './framing';

const ID = '3f9d1c0be47a5e2f8a61c4d09b7e5a12';

describe('isDraftSession', () => {
  it("is a draft cookie carrying the build's id, among other cookies or alone", () => {
    expect(isDraftSession(`__prerender_bypass=${ID}`, ID)).toBe(true);
    expect(isDraftSession(`i18n_redirected=de;__prerender_bypass=${ID}; __next_preview_data=x`, ID)).toBe(true);
  });

  it('is no session for a made-up value, another cookie, no cookie or an unknown build id', () => {
    expect(isDraftSession('__prerender_bypass=1', ID)).toBe(false);
    expect(isDraftSession(`__prerender_bypass=${ID.slice(1)}`, ID)).toBe(false);
    expect(isDraftSession(`x__prerender_bypass=${ID}`, ID)).toBe(false);
    expect(isDraftSession('__prerender_bypass', ID)).toBe(false);
    expect(isDraftSession(undefined, ID)).toBe(false);
    expect(isDraftSession(`__prerender_bypass=${ID}`, undefined)).toBe(false);
  });

  it('wants the id in every draft cookie sent', () => {
    expect(isDraftSession(`__prerender_bypass=${ID}; __prerender_bypass=1`, ID)).toBe(false);
    expect(isDraftSession(`__prerender_bypass=1; __prerender_bypass=${ID}`, ID)).toBe(false);
  });

  it("takes any value outside production while the id is the development server's stand-in, as Next does", () => {
    expect(isDraftSession('__prerender_bypass=anything', 'development-id')).toBe(true);
    const environment = process.env as Record<string, string | undefined>;
    const saved = environment['NODE_ENV'];
    environment['NODE_ENV'] = 'production';
    try {
      expect(isDraftSession('__prerender_bypass=anything', 'development-id')).toBe(false);
    } finally {
      environment['NODE_ENV'] = saved;
    }
  });
});

describe('readPreviewModeId', () => {
  let appDir: string;
  beforeEach(() => {
    appDir = mkdtempSync(join(tmpdir(), 'clavis-preview-id-'));
  });
  afterEach(() => rmSync(appDir, { recursive: true, force: true }));

  it("reads the id from the build's prerender manifest, and nothing without one", () => {
    expect(readPreviewModeId(appDir)).toBeUndefined();
    mkdirSync(join(appDir, '.next'));
    writeFileSync(join(appDir, '.next', 'prerender-manifest.json'), JSON.stringify({ version: 4, routes: {}, preview: { previewModeId: ID } }));
    expect(readPreviewModeId(appDir)).toBe(ID);
    writeFileSync(join(appDir, '.next', 'prerender-manifest.json'), '{"preview":{}}');
    expect(readPreviewModeId(appDir)).toBeUndefined();
  });
});
