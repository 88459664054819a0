/** @jest-environment node */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue, Worker } from 'bullmq';
import { createClient } from 'redis';
import { startRedisServer, type RedisServer } from '@clavis/http/testing';
import { createSubmissionStore } from './createSubmissionStore';
import { eraseSubmissions } from './eraseSubmissions';
import { formsQueueName } from './redisSubmissionQueue';
import type { Submission } from './types';

const submission = (id: string, market: string, values: Submission['values']): Submission => ({
  id,
  formId: 'interest',
  market,
  locale: 'de',
  receivedAt: '2026-11-23T10:00:00.000Z',
  values,
  definition: {
    id: 'interest',
    fields: [
      { name: 'email', type: 'email', label: 'E-Mail', rules: [] },
      { name: 'contact_mail', type: 'email', label: 'Kontakt', rules: [] },
    ],
  },
});

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'clavis-forms-erase-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('eraseSubmissions: the file stores', () => {
  it("removes the person's submissions from every market's file, whatever the letter case or e-mail field, and says how many", async () => {
    const germany = createSubmissionStore({ dataDir, market: 'germany' });
    const italy = createSubmissionStore({ dataDir, market: 'italy' });
    await germany.append(submission('g1', 'germany', { email: 'Anna.Berg@Schluessel.example', company: 'Berg GmbH' }));
    await germany.append(submission('g2', 'germany', { email: 'other@schluessel.example' }));
    await germany.markDelivered('g1');
    await italy.append(submission('i1', 'italy', { email: 'x@chiavi.example', contact_mail: 'anna.berg@schluessel.example' }));
    await italy.append(submission('i2', 'italy', { email: 'y@chiavi.example', note: 'anna.berg@schluessel.example' }));

    expect(await eraseSubmissions({ email: ' anna.berg@schluessel.EXAMPLE ', dataDir })).toEqual([
      { store: 'file', market: 'germany', removed: 1 },
      { store: 'file', market: 'italy', removed: 1 },
    ]);
    expect((await germany.all()).map((item) => item.id)).toEqual(['g2']);
    // A free-text field is not an e-mail field: i2 stays.
    expect((await italy.all()).map((item) => item.id)).toEqual(['i2']);
    const germanyFile = await readFile(germany.path, 'utf8');
    expect(germanyFile).not.toMatch(/anna\.berg|Berg GmbH/i);
    expect(await readFile(join(dataDir, 'forms', 'germany.delivered.jsonl'), 'utf8')).not.toContain('g1');
  });

  it('keeps to the market asked for, and finds nothing in an empty data folder', async () => {
    for (const market of ['germany', 'italy']) {
      await createSubmissionStore({ dataDir, market }).append(submission(`${market}-1`, market, { email: 'anna@schluessel.example' }));
    }
    expect(await eraseSubmissions({ email: 'anna@schluessel.example', dataDir, markets: ['italy'] })).toEqual([{ store: 'file', market: 'italy', removed: 1 }]);
    expect(await createSubmissionStore({ dataDir, market: 'germany' }).all()).toHaveLength(1);
    expect(await eraseSubmissions({ email: 'anna@schluessel.example', dataDir: join(dataDir, 'none') })).toEqual([]);
  });

  it('refuses something that is no e-mail address rather than match nothing silently', async () => {
    await expect(eraseSubmissions({ email: '', dataDir })).rejects.toThrow('e-mail address');
  });
});

describe('eraseSubmissions: the Redis queues (a real redis-server)', () => {
  let redis: RedisServer;
  let client: ReturnType<typeof createClient>;
  beforeEach(async () => {
    redis = await startRedisServer();
    client = createClient({ url: redis.url });
    client.on('error', () => undefined);
    await client.connect();
  });
  afterEach(async () => {
    client.destroy();
    await redis.stop();
  });
  jest.setTimeout(60_000);

  it("removes the person's jobs whatever their state (waiting, delayed, completed, failed), and no one else's", async () => {
    const name = formsQueueName('germany');
    const queue = new Queue<Submission>(name, { connection: client });
    const anna = { email: 'anna@schluessel.example' };
    // Delivered and refused, through a worker that takes one attempt each.
    await queue.add('submission', submission('done', 'germany', anna), { jobId: 'done' });
    await queue.add('submission', submission('refused', 'germany', anna), { jobId: 'refused' });
    await queue.add('submission', submission('other-done', 'germany', { email: 'bob@schluessel.example' }), { jobId: 'other-done' });
    const worker = new Worker<Submission>(name, async (job) => {
      if (job.id === 'refused') throw new Error('webhook answered 503');
    }, { connection: client });
    const settled = async () => (await queue.getJobCounts('completed', 'failed')) as { completed: number; failed: number };
    const started = Date.now();
    while ((await settled()).completed + (await settled()).failed < 3 && Date.now() - started < 30_000) await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.close();
    await queue.add('submission', submission('waiting', 'germany', { email: 'ANNA@schluessel.example' }), { jobId: 'waiting' });
    await queue.add('submission', submission('later', 'germany', anna), { jobId: 'later', delay: 60_000 });
    await queue.add('submission', submission('other', 'germany', { email: 'bob@schluessel.example' }), { jobId: 'other' });

    const counts = await eraseSubmissions({ email: 'anna@schluessel.example', dataDir, markets: ['germany', 'italy'], redis: { connection: client } });
    expect(counts).toEqual([
      { store: 'redis', market: 'germany', removed: 4 },
      { store: 'redis', market: 'italy', removed: 0 },
    ]);
    const left = (await queue.getJobs(['waiting', 'delayed', 'completed', 'failed'])).map((job) => job.id).sort();
    expect(left).toEqual(['other', 'other-done']);
    for (const id of ['done', 'refused', 'waiting', 'later']) expect(await client.exists(`bull:${name}:${id}`)).toBe(0);
    await queue.close();
  });
});
