/** @jest-environment node */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { startRedisServer, type RedisServer } from '@clavis/http/testing';
import { createFormSubmissionHandler, type FormSubmissionHandlerOptions } from './createFormSubmissionHandler';
import type { FormDefinition } from '../formDefinition';

// Submissions shared through a real redis-server: two handlers stand for two instances of a market,
// each with its own data folder and its own connection, as on two machines.

const interest: FormDefinition = {
  id: 'interest',
  fields: [{ name: 'email', type: 'email', label: 'E-mail', rules: [{ rule: 'required' }, { rule: 'email' }] }],
};

/** A connection as an instance of the site holds it: commands fail at once while Redis is away. */
function instanceClient(url: string) {
  const client = createClient({ url, socket: { connectTimeout: 500, reconnectStrategy: () => 100 }, disableOfflineQueue: true });
  client.on('error', () => undefined);
  return client;
}
type Client = ReturnType<typeof instanceClient>;

let redis: RedisServer;
let receiver: Server;
let url: string;
/** Each attempt the receiver saw: its idempotency key and what it answered. */
let attempts: { key: string; status: number }[];
let refusing: boolean;
const cleanups: (() => Promise<unknown>)[] = [];

beforeEach(async () => {
  redis = await startRedisServer();
  attempts = [];
  refusing = false;
  receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const status = refusing ? 503 : 204;
      attempts.push({ key: String(request.headers['idempotency-key']), status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await new Promise((resolve) => receiver.close(resolve));
  await redis.stop();
});

/** An instance: its own data folder and connection, one handler on the market's Redis. */
async function instance(options: Partial<FormSubmissionHandlerOptions> & { client?: Client } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'clavis-forms-redis-'));
  const client = options.client ?? instanceClient(redis.url);
  if (!client.isOpen) await client.connect();
  const handler = createFormSubmissionHandler({
    market: 'germany',
    siteOrigin: 'http://127.0.0.1:3000',
    dataDir,
    locales: ['de'],
    defaultLocale: 'de',
    resolveForm: async (id) => (id === interest.id ? interest : null),
    loadMessages: async () => ({}),
    successPath: () => '/thank-you',
    webhookUrl: url,
    rateLimit: { limit: 1_000 },
    outbox: { retryDelayMs: 20, maxRetryDelayMs: 100 },
    redis: { connection: client, lockDurationMs: 1_000, stalledIntervalMs: 200, acknowledgeTimeoutMs: 500 },
    log: () => undefined,
    ...options,
  });
  cleanups.push(async () => {
    await handler.stop();
    client.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { handler, dataDir, client };
}

async function submit(handler: { handle: (request: Request, context: { formId: string; clientAddress: string }) => Promise<Response> }, email: string) {
  const response = await handler.handle(
    new Request('http://127.0.0.1:3000/api/forms/interest', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) }),
    { formId: 'interest', clientAddress: '203.0.113.7' },
  );
  return { status: response.status, id: (response.status === 201 ? ((await response.json()) as { id: string }).id : '') };
}

const accepted = (key: string) => attempts.filter((attempt) => attempt.key === key && attempt.status < 300).length;

// A loaded CI machine: the bounds say only that the condition came, never how fast.
jest.setTimeout(60_000);

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('submissions on the market Redis (BullMQ, a real redis-server)', () => {
  it('keeps an accepted submission in Redis, not in the data folder, and delivers it through refusals once', async () => {
    const { handler, dataDir, client } = await instance();
    refusing = true;
    const { status, id } = await submit(handler, 'einkauf@schluessel.example');
    expect(status).toBe(201);
    // In the queue before the answer, under its own id; nothing on this machine's disk.
    expect(await client.hGet(`bull:clavis-germany-forms:${id}`, 'name')).toBe('submission');
    expect(await readdir(dataDir)).toEqual([]);

    await handler.start();
    await waitFor(() => attempts.filter((attempt) => attempt.key === id).length >= 3);
    refusing = false;
    await waitFor(() => accepted(id) === 1);
    await waitFor(async () => (await client.zCard('bull:clavis-germany-forms:completed')) === 1);
    expect(attempts.every((attempt) => attempt.key === id)).toBe(true);
    expect(accepted(id)).toBe(1);
  });

  it('tells its jobs by state and the oldest waiting submission, as the metrics read them', async () => {
    const { handler } = await instance();
    expect(await handler.state()).toEqual({ queue: 'clavis-germany-forms', jobs: { waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0, prioritized: 0 } });
    const before = Date.now();
    await submit(handler, 'erste@schluessel.example');
    await submit(handler, 'zweite@schluessel.example');
    const waiting = await handler.state();
    expect(waiting.jobs).toMatchObject({ waiting: 2, completed: 0 });
    expect(waiting.oldestWaitingAt).toBeGreaterThanOrEqual(before);
    expect(waiting.oldestWaitingAt).toBeLessThanOrEqual(Date.now());

    await handler.start();
    await waitFor(async () => (await handler.state()).jobs.completed === 2);
    const done = await handler.state();
    expect(done.jobs).toMatchObject({ waiting: 0, delayed: 0, active: 0, completed: 2 });
    expect(done.oldestWaitingAt).toBeUndefined();
  });

  it('delivers what a stopped instance accepted, each once, from another instance', async () => {
    const first = await instance();
    const second = await instance();
    refusing = true;
    await first.handler.start();
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) ids.push((await submit(first.handler, `kunde-${index}@schluessel.example`)).id);
    await waitFor(() => ids.every((id) => attempts.some((attempt) => attempt.key === id)));
    await first.handler.stop();

    refusing = false;
    await second.handler.start();
    await waitFor(() => ids.every((id) => accepted(id) === 1));
    await waitFor(async () => (await second.client.zCard('bull:clavis-germany-forms:completed')) === 3);
    expect(ids.map(accepted)).toEqual([1, 1, 1]);
  });

  it('takes over a submission an instance was killed holding, once its lock expires', async () => {
    // Another process accepts a submission and takes it into its worker, whose attempt never ends;
    // then it is killed, and its lock is no longer renewed.
    const dying = spawn(process.execPath, ['--conditions=@clavis/source', '--import', 'tsx', join(__dirname, 'dyingInstance.fixture.ts'), redis.url], { stdio: ['ignore', 'pipe', 'inherit'] });
    cleanups.push(async () => dying.kill('SIGKILL'));
    let output = '';
    dying.stdout.on('data', (chunk) => (output += chunk));
    await waitFor(() => /accepted \S+\n[^]*attempt|attempt\n[^]*accepted \S+\n/.test(output));
    const id = /accepted (\S+)/.exec(output)![1]!;
    dying.kill('SIGKILL');

    const second = await instance();
    await second.handler.start();
    await waitFor(() => accepted(id) === 1);
    expect(attempts.filter((attempt) => attempt.key === id)).toEqual([{ key: id, status: 204 }]);
  });

  it('answers 503 when Redis does not acknowledge, and keeps nothing', async () => {
    const { handler, dataDir } = await instance();
    await redis.stop();
    const { status } = await submit(handler, 'spaeter@schluessel.example');
    expect(status).toBe(503);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('keeps a delivered submission FORMS_RETENTION_DAYS in the completed set, then removes it; an undelivered one stays', async () => {
    // A retention of one second, so the test waits it out.
    const retentionDays = 1 / 86_400;
    const { handler, client } = await instance({ retentionDays });
    await handler.start();
    const first = (await submit(handler, 'erst@schluessel.example')).id;
    await waitFor(async () => (await client.zCard('bull:clavis-germany-forms:completed')) === 1);
    const options = JSON.parse((await client.hGet(`bull:clavis-germany-forms:${first}`, 'opts')) ?? '{}') as { removeOnComplete?: unknown };
    expect(options.removeOnComplete).toEqual({ age: 1 });

    refusing = true;
    const waiting = (await submit(handler, 'wartet@schluessel.example')).id;
    await waitFor(() => attempts.some((attempt) => attempt.key === waiting));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    refusing = false;
    // The next delivery takes the expired one with it; the one that waited is delivered, not dropped.
    await waitFor(() => accepted(waiting) === 1);
    await waitFor(async () => (await client.zRange('bull:clavis-germany-forms:completed', 0, -1)).join() === waiting);
    expect(await client.exists(`bull:clavis-germany-forms:${first}`)).toBe(0);
  });

  it('sweeps expired deliveries when it starts, even when no submission completes after them', async () => {
    const { handler, client } = await instance({ retentionDays: 1 / 86_400 });
    await handler.start();
    const id = (await submit(handler, 'alt@schluessel.example')).id;
    await waitFor(async () => (await client.zCard('bull:clavis-germany-forms:completed')) === 1);
    await handler.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await handler.start();
    await waitFor(async () => (await client.exists(`bull:clavis-germany-forms:${id}`)) === 0);
    expect(await client.zCard('bull:clavis-germany-forms:completed')).toBe(0);
  });
});
