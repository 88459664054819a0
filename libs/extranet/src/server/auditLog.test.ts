/** @jest-environment node */
import { readFile, writeFile } from 'node:fs/promises';
import { createAuditLog, type DownloadRecord } from './auditLog';
import { tempAuditFile } from '../testing/extranetTestServer';

const record = (n: number): DownloadRecord => ({ at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(), sub: `user-${n}`, method: 'GET', kind: 'file', path: `f/287000/0x0/abc/file-${n}.pdf`, status: 200 });

describe('createAuditLog', () => {
  it('appends one JSON line per download after what the file held, whole and in order under concurrency', async () => {
    const file = await tempAuditFile();
    await writeFile(file, `${JSON.stringify(record(0))}\n`);
    const audit = createAuditLog(file);
    await Promise.all(Array.from({ length: 25 }, (_, n) => audit.append(record(n + 1))));
    // A second writer (another route bundle of the same process) appends too, never truncates.
    await createAuditLog(file).append(record(26));
    const lines = (await readFile(file, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as DownloadRecord);
    expect(lines.map((line) => line.sub)).toEqual(Array.from({ length: 27 }, (_, n) => `user-${n}`));
  });

  it('creates the folder of a new audit file', async () => {
    const file = `${await tempAuditFile()}.d/nested/downloads.jsonl`;
    await createAuditLog(file).append(record(1));
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(record(1));
  });
});
