/** @jest-environment node */
import { readFile, writeFile } from 'node:fs/promises';
import { createClient } from 'redis';
import { startRedisServer, type RedisServer } from '@clavis/http/testing';
import { createAuditFile, createAuditLog, type DownloadRecord } from './auditLog';
import { removeTempAuditFiles, tempAuditFile } from '../testing/extranetTestServer';

afterAll(removeTempAuditFiles);

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

describe('createAuditLog', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
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
      const [first, second] = clients.map((client) => createAuditLog({ file, stream: { client, key: 'clavis:germany:downloads' } }));
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
    await expect(createAuditLog({ file: await tempAuditFile(), stream: { client, key: 'clavis:germany:downloads' } }).append(record(3))).rejects.toThrow();
  });
});
