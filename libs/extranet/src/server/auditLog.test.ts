/** @jest-environment node */
import { readFile, writeFile } from 'node:fs/promises';
import { createClient } from 'redis';
import { startRedisServer, type RedisServer } from '@clavis/http/testing';
import { createAuditFile, createAuditLog, type AuditLog, type DownloadRecord } from './auditLog';
import { removeTempAuditFiles, tempAuditFile } from '../testing/extranetTestServer';

afterAll(removeTempAuditFiles);

const DAY_MS = 24 * 3600 * 1000;
const quiet = () => undefined;
const logs: AuditLog[] = [];
const opened = (log: AuditLog) => (logs.push(log), log);
afterEach(() => logs.splice(0).forEach((log) => log.close()));

const record = (n: number): DownloadRecord => ({ at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(), holder: `holder-${n}`, method: 'GET', kind: 'file', path: `f/287000/abc/file-${n}.pdf`, status: 200 });

describe('createAuditFile', () => {
  it('appends one JSON line per download after what the file held, whole and in order under concurrency', async () => {
    const file = await tempAuditFile();
    await writeFile(file, `${JSON.stringify(record(0))}\n`);
    const audit = createAuditFile(file);
    await Promise.all(Array.from({ length: 25 }, (_, n) => audit.append(record(n + 1))));
    // A second writer (another route bundle of the same process) appends too, never truncates.
    await createAuditFile(file).append(record(26));
    const lines = (await readFile(file, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as DownloadRecord);
    expect(lines.map((line) => line.holder)).toEqual(Array.from({ length: 27 }, (_, n) => `holder-${n}`));
  });

  it('creates the folder of a new audit file', async () => {
    const file = `${await tempAuditFile()}.d/nested/downloads.jsonl`;
    await createAuditFile(file).append(record(1));
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(record(1));
  });
});

describe('createAuditLog on a file, AUDIT_RETENTION_DAYS', () => {
  const at = (time: number, n: number): DownloadRecord => ({ ...record(n), at: new Date(time).toISOString() });

  it('rewrites the file without the records older than the retention, keeping the rest in order', async () => {
    const file = await tempAuditFile();
    const now = Date.UTC(2026, 11, 1);
    const lines = [at(now - 400 * DAY_MS, 1), at(now - 366 * DAY_MS, 2), at(now - 364 * DAY_MS, 3), at(now - DAY_MS, 4)];
    await writeFile(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
    const audit = opened(createAuditLog({ file, now: () => now, log: quiet }));
    await audit.prune();
    await audit.append(at(now, 5));
    const kept = (await readFile(file, 'utf8')).trim().split('\n').map((line) => (JSON.parse(line) as DownloadRecord).holder);
    expect(kept).toEqual(['holder-3', 'holder-4', 'holder-5']);
  });

  it('prunes as it starts and as time passes, by the days it is given', async () => {
    const file = await tempAuditFile();
    let now = Date.UTC(2026, 11, 1);
    await writeFile(file, `${JSON.stringify(at(now - 3 * DAY_MS, 1))}\n`);
    const audit = opened(createAuditLog({ file, retentionDays: 2, now: () => now, log: quiet }));
    await audit.append(at(now, 2));
    // The start's own prune ran before or beside that append; one more changes nothing.
    expect(await audit.prune()).toBe(0);
    expect((await readFile(file, 'utf8')).trim().split('\n')).toHaveLength(1);
    now += 2 * DAY_MS + 1;
    expect(await audit.prune()).toBe(1);
    expect(await readFile(file, 'utf8')).toBe('');
  });

  it('refuses a retention that would keep nothing', () => {
    expect(() => createAuditLog({ file: 'unused.jsonl', retentionDays: 0 })).toThrow(RangeError);
  });
});

describe('createAuditLog', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer(5311);
  });
  afterAll(async () => {
    await redis.stop();
  });

  it("appends every instance's attempts to the market's Redis stream, not to the file, each once its entry is in Redis", async () => {
    const file = await tempAuditFile();
    const clients = [createClient({ url: redis.url }), createClient({ url: redis.url })];
    await Promise.all(clients.map((client) => client.connect()));
    try {
      // Two instances, each with its own file and connection, one stream.
      const [first, second] = clients.map((client) => opened(createAuditLog({ file, stream: { client, key: 'clavis:germany:downloads' } })));
      await first!.append(record(1));
      await second!.append({ ...record(2), holder: undefined, size: '800x0', status: 403 });
      const entries = await clients[0]!.xRange('clavis:germany:downloads', '-', '+');
      expect(entries?.map((entry) => entry.message)).toEqual([
        { at: record(1).at, holder: 'holder-1', method: 'GET', kind: 'file', path: 'f/287000/abc/file-1.pdf', status: '200' },
        { at: record(2).at, method: 'GET', kind: 'file', path: 'f/287000/abc/file-2.pdf', size: '800x0', status: '403' },
      ]);
      await expect(readFile(file, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await Promise.all(clients.map((client) => client.destroy()));
    }
  });

  it('rejects (and so refuses the download) when Redis does not take the entry', async () => {
    const client = createClient({ url: redis.url, disableOfflineQueue: true, socket: { reconnectStrategy: false } });
    client.on('error', () => undefined);
    await client.connect();
    client.destroy();
    await expect(opened(createAuditLog({ file: await tempAuditFile(), stream: { client, key: 'clavis:germany:downloads' }, log: quiet })).append(record(3))).rejects.toThrow();
  });

  it('keeps the stream within AUDIT_RETENTION_DAYS: each append trims it by entry id (the time it was added), and so does a prune', async () => {
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const key = 'clavis:italy:downloads';
      const now = Date.now();
      // Entries Redis added 400, 366 and 364 days ago (their ids are those times).
      for (const [n, daysAgo] of [[1, 400], [2, 366], [3, 364]] as const) {
        await client.xAdd(key, `${now - daysAgo * DAY_MS}-0`, { holder: `holder-${n}` });
      }
      const audit = opened(createAuditLog({ file: await tempAuditFile(), stream: { client, key }, log: quiet }));
      await audit.append(record(4));
      const holders = async () => ((await client.xRange(key, '-', '+')) ?? []).map((entry) => entry.message['holder']);
      expect(await holders()).toEqual(['holder-3', 'holder-4']);

      const short = opened(createAuditLog({ file: await tempAuditFile(), stream: { client, key }, retentionDays: 1, log: quiet }));
      await short.prune();
      expect(await holders()).toEqual(['holder-4']);
    } finally {
      client.destroy();
    }
  });
});
