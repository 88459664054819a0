/** @jest-environment node */
import { readFile, writeFile } from 'node:fs/promises';
import { createClient } from 'redis';
import { startRedisServer, type RedisServer } from '@clavis/http/testing';
import type { DownloadRecord } from './auditLog';
import { eraseHolderRecords, extranetRedisKeys, type ErasureRedisClient } from './eraseHolderRecords';
import { removeTempAuditFiles, tempAuditFile } from '../testing/extranetTestServer';

const GONE = ['gone-id-under-new-key-0', 'gone-id-under-old-key-0'];
const KEPT = 'kept-id-of-someone-else';
const record = (n: number, holder?: string): DownloadRecord => ({ at: new Date(Date.UTC(2026, 10, 1, 0, 0, n)).toISOString(), ...(holder && { holder }), method: 'GET', kind: 'file', path: `f/287000/abc/file-${n}.pdf`, status: holder ? 200 : 403 });
const holderOf = (n: number) => [GONE[0], KEPT, GONE[1], undefined][n % 4];

let redis: RedisServer;
let client: ReturnType<typeof createClient>;
beforeAll(async () => {
  redis = await startRedisServer(5312);
  client = createClient({ url: redis.url });
  await client.connect();
});
afterAll(async () => {
  client.destroy();
  await redis.stop();
  await removeTempAuditFiles();
});

/** Every key's serialized value (DUMP): what Redis holds of it, deleted-but-kept stream entries included. */
async function everything(): Promise<string> {
  const dumps: string[] = [];
  for await (const keys of client.scanIterator({ COUNT: 100 })) {
    for (const key of keys) dumps.push(key, ((await client.sendCommand(['DUMP', key], { typeMapping: { 36: Buffer } })) as Buffer).toString('latin1'));
  }
  return dumps.join('\n');
}

describe('eraseHolderRecords', () => {
  it("removes the person's lines of the audit files, keeping everyone else's in order", async () => {
    const file = await tempAuditFile();
    const records = Array.from({ length: 12 }, (_, n) => record(n, holderOf(n)));
    await writeFile(file, records.map((line) => `${JSON.stringify(line)}\n`).join(''));
    const missing = `${file}.none`;
    expect(await eraseHolderRecords({ holders: GONE, files: [file, missing] })).toEqual([
      { store: 'file', where: file, removed: 6 },
      { store: 'file', where: missing, removed: 0 },
    ]);
    const text = await readFile(file, 'utf8');
    expect(text.trim().split('\n').map((line) => JSON.parse(line) as DownloadRecord)).toEqual(records.filter((line) => !GONE.includes(line.holder ?? '')));
    for (const id of GONE) expect(text).not.toContain(id);
  });

  it("copies the market's stream without the person's entries (ids kept, over several pages, what is appended before the swap carried over) and drops their sessions", async () => {
    const keys = extranetRedisKeys('clavis:germany:');
    const other = extranetRedisKeys('clavis:italy:');
    const ids: string[] = [];
    for (let n = 0; n < 2500; n += 1) {
      const fields = Object.fromEntries(Object.entries(record(n, holderOf(n))).map(([name, value]) => [name, String(value)]));
      ids.push(await client.xAdd(keys.downloads, '*', fields));
    }
    for (const holder of [...GONE, KEPT]) await client.hSet(`${keys.holders}${holder}`, { groups: '["partner"]', epoch: 'e1' });
    await client.xAdd(other.downloads, '*', { holder: KEPT, status: '200' });

    // Another instance appends (one of theirs, one of someone else's) after the copy's last page,
    // before the swap.
    const racing: ErasureRedisClient = {
      xRange: (...args) => client.xRange(...args),
      xAdd: (...args) => client.xAdd(...args),
      del: (names) => client.del(names),
      async eval(script, options) {
        await client.xAdd(keys.downloads, '*', { holder: GONE[0]!, status: '200' });
        await client.xAdd(keys.downloads, '*', { holder: KEPT, status: '200', late: 'yes' });
        return client.eval(script, options);
      },
    };

    const counts = await eraseHolderRecords({ holders: GONE, files: [], redis: { client: racing, markets: [{ market: 'germany', ...keys }, { market: 'italy', ...other }] } });
    expect(counts).toEqual([
      { store: 'redis', where: 'germany', removed: 1250 + 1, sessions: 2 },
      { store: 'redis', where: 'italy', removed: 0, sessions: 0 },
    ]);
    const left = (await client.xRange(keys.downloads, '-', '+')) ?? [];
    expect(left.slice(0, -1).map((entry) => entry.id)).toEqual(ids.filter((_, n) => !GONE.includes(holderOf(n) ?? '')));
    expect(left.at(-1)?.message).toEqual({ holder: KEPT, status: '200', late: 'yes' });
    expect(await client.exists(`${keys.holders}${KEPT}`)).toBe(1);
    expect(await client.exists(`${keys.downloads}:erasing`)).toBe(0);
    const stored = await everything();
    for (const id of GONE) expect(stored).not.toContain(id);
    expect(stored).toContain(KEPT);
  });

  it('removes a stream that held only their entries', async () => {
    const keys = extranetRedisKeys('clavis:spain:');
    await client.xAdd(keys.downloads, '*', { holder: GONE[1]!, status: '200' });
    expect(await eraseHolderRecords({ holders: GONE, files: [], redis: { client, markets: [{ market: 'spain', ...keys }] } })).toEqual([{ store: 'redis', where: 'spain', removed: 1, sessions: 0 }]);
    expect(await client.exists(keys.downloads)).toBe(0);
  });
});
