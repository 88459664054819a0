/** @jest-environment node */
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appendDurably } from './appendDurably';
import { readJsonLines } from './readJsonLines';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'clavis-append-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('appendDurably', () => {
  it('creates the folder and file and writes one line per call', async () => {
    const path = join(dir, 'forms', 'germany.jsonl');
    await appendDurably(path, '{"n":1}');
    await appendDurably(path, '{"n":2}\n');
    expect(await readFile(path, 'utf8')).toBe('{"n":1}\n{"n":2}\n');
  });

  it('keeps a line written after a crash tore the previous one readable', async () => {
    const path = join(dir, 'germany.jsonl');
    await appendDurably(path, '{"n":1}');
    // A crash in the middle of an unacknowledged write leaves half a line without its newline.
    await appendFile(path, '{"n":2,"val');
    await appendDurably(path, '{"n":3}');
    expect(await readJsonLines<{ n: number }>(path)).toEqual([{ n: 1 }, { n: 3 }]);
  });
});
