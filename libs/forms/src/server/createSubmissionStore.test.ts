/** @jest-environment node */
import { appendFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSubmissionStore } from './createSubmissionStore';
import { rewriteJsonLines } from '@clavis/http';
import { createFileSubmissionQueue } from './submissionQueue';
import type { Submission } from './types';

const submission = (id: string, email = `${id}@schluessel.example`): Submission => ({
  id,
  formId: 'interest',
  market: 'germany',
  locale: 'de',
  receivedAt: '2026-10-01T10:00:00.000Z',
  values: { email, company: `Firma ${id}` },
  definition: { id: 'interest', fields: [{ name: 'email', type: 'email', label: 'E-Mail', rules: [] }] },
});

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'clavis-forms-store-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const day = (date: string) => new Date(`${date}T12:00:00.000Z`);
const fileText = (name: string) => readFile(join(dataDir, 'forms', name), 'utf8').catch(() => '');

describe('the file store: retention', () => {
  it('removes what was delivered before the cutoff, keeping later deliveries and every undelivered one, however old', async () => {
    const store = createSubmissionStore({ dataDir, market: 'germany' });
    for (const id of ['old', 'recent', 'waiting']) await store.append(submission(id));
    await store.markDelivered('old', day('2026-10-02'));
    await store.markDelivered('recent', day('2026-11-20'));

    expect(await store.removeDeliveredBefore(day('2026-11-01'))).toBe(1);
    expect((await store.all()).map((item) => item.id)).toEqual(['recent', 'waiting']);
    expect((await store.undelivered()).map((item) => item.id)).toEqual(['waiting']);
    // Nothing of it is left on disk, and no temporary file either.
    expect(await fileText('germany.jsonl')).not.toContain('old@schluessel.example');
    expect(await fileText('germany.delivered.jsonl')).not.toContain('"old"');
    expect((await readdir(join(dataDir, 'forms'))).sort()).toEqual(['germany.delivered.jsonl', 'germany.jsonl']);
    expect(await store.removeDeliveredBefore(day('2026-11-01'))).toBe(0);
  });

  it('loses no submission accepted while it rewrites the file', async () => {
    const store = createSubmissionStore({ dataDir, market: 'germany' });
    await store.append(submission('old'));
    await store.markDelivered('old', day('2026-10-02'));
    const [removed] = await Promise.all([
      store.removeDeliveredBefore(day('2026-11-01')),
      ...['a', 'b', 'c'].map((id) => store.append(submission(id))),
    ]);
    expect(removed).toBe(1);
    expect((await store.undelivered()).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('carries over a line another process appended to the old file during the rewrite', async () => {
    const store = createSubmissionStore({ dataDir, market: 'germany' });
    for (const id of ['gone', 'kept']) await store.append(submission(id));
    let appended = false;
    const removed = await rewriteJsonLines<Submission>(store.path, (record) => {
      if (!appended) {
        // Between the read and the rename, as a server appending beside the erase script would.
        appendFileSync(store.path, `${JSON.stringify(submission('late'))}\n`);
        appended = true;
      }
      return record.id === 'gone';
    });
    expect(removed).toBe(1);
    expect((await store.all()).map((item) => item.id)).toEqual(['kept', 'late']);
  });

  it('is swept by the file queue when it starts, at FORMS_RETENTION_DAYS after delivery', async () => {
    const store = createSubmissionStore({ dataDir, market: 'germany' });
    for (const id of ['a', 'b', 'c']) await store.append(submission(id));
    await store.markDelivered('a', day('2026-11-01'));
    await store.markDelivered('b', day('2026-11-20'));
    const queue = createFileSubmissionQueue({ dataDir, market: 'germany', retentionDays: 7, now: () => day('2026-11-23'), log: () => undefined });
    await queue.start();
    await queue.stop();
    expect((await store.all()).map((item) => item.id)).toEqual(['b', 'c']);
  });
});
