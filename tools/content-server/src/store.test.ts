import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContent } from './store';

function contentDir(title: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'clavis-content-'));
  mkdirSync(join(dir, 'stories', 'de'), { recursive: true });
  writeFileSync(join(dir, 'space.json'), JSON.stringify({ id: 1, name: 'Test', domain: 'http://127.0.0.1:3000/', version: 1_768_467_600 }));
  writeFileSync(join(dir, 'stories', 'de', 'seite.json'), JSON.stringify({ id: 1, uuid: 'u1', name: title, slug: 'seite', full_slug: 'de/seite', content: { component: 'page', title } }));
  return dir;
}

describe('loadContent', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const load = async (title: string) => {
    const dir = contentDir(title);
    dirs.push(dir);
    return (await loadContent(dir)).space.version;
  };

  it('gives the same content the same cache version, and changed content a new one (as a publish would)', async () => {
    const first = await load('Alt');
    expect(await load('Alt')).toBe(first);
    expect(await load('Neu')).not.toBe(first);
    expect(first).toBeGreaterThanOrEqual(1_768_467_600);
  });
});
