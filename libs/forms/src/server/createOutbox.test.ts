/** @jest-environment node */
import { createOutbox } from './createOutbox';
import type { SubmissionStore } from './createSubmissionStore';
import type { Submission } from './types';

const submission = (id: string): Submission => ({
  id,
  formId: 'interest',
  market: 'germany',
  locale: 'de',
  receivedAt: '2026-11-23T10:00:00.000Z',
  values: { email: `${id}@example.com` },
  definition: { id: 'interest', fields: [] },
});

function memoryStore(pending: Submission[], { failMarks = 0 } = {}) {
  const delivered: string[] = [];
  let marksToFail = failMarks;
  const store: SubmissionStore = {
    path: '/dev/null',
    append: async () => undefined,
    all: async () => pending,
    undelivered: async () => pending.filter((item) => !delivered.includes(item.id)),
    markDelivered: async (id) => {
      if (marksToFail > 0) {
        marksToFail -= 1;
        throw new Error('ENOSPC: no space left on device');
      }
      delivered.push(id);
    },
    removeDeliveredBefore: async () => 0,
    removeWhere: async () => 0,
  };
  return { store, delivered };
}

function recordingFetch() {
  const keys: string[] = [];
  const fetch = (async (_url: string, init?: RequestInit) => {
    keys.push(new Headers(init?.headers).get('idempotency-key') ?? '');
    return new Response(null, { status: 204 });
  }) as typeof globalThis.fetch;
  return { fetch, keys };
}

describe('createOutbox', () => {
  it('delivers what the store has undelivered, in order, each with its id as idempotency key', async () => {
    const { store, delivered } = memoryStore([submission('a'), submission('b')]);
    const { fetch, keys } = recordingFetch();
    const outbox = createOutbox({
      store,
      webhookUrl: 'http://hooks.example/forms',
      fetch,
      retryDelayMs: 5,
      log: () => undefined,
    });
    await outbox.start();
    await outbox.idle();
    await outbox.stop();
    expect(keys).toEqual(['a', 'b']);
    expect(delivered).toEqual(['a', 'b']);
  });

  it('keeps working when a delivery cannot be recorded: it resends under the same key, then goes on', async () => {
    const { store, delivered } = memoryStore([submission('a'), submission('b')], { failMarks: 1 });
    const { fetch, keys } = recordingFetch();
    const log = jest.fn();
    const outbox = createOutbox({
      store,
      webhookUrl: 'http://hooks.example/forms',
      fetch,
      retryDelayMs: 5,
      log,
    });
    await outbox.start();
    await outbox.idle();
    await outbox.stop();
    // 'a' waits out its backoff while 'b' goes; then 'a' is sent again under the same key.
    expect(keys).toEqual(['a', 'b', 'a']);
    expect(delivered).toEqual(['b', 'a']);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('could not record the delivery of a'));
  });

  it('keeps delivering the others while the receiver refuses one submission', async () => {
    const { store, delivered } = memoryStore([submission('refused'), submission('b')]);
    const attempts: string[] = [];
    const fetch = (async (_url: string, init?: RequestInit) => {
      const key = new Headers(init?.headers).get('idempotency-key') ?? '';
      attempts.push(key);
      return new Response(null, { status: key === 'refused' ? 400 : 204 });
    }) as typeof globalThis.fetch;
    const outbox = createOutbox({
      store,
      webhookUrl: 'http://hooks.example/forms',
      fetch,
      retryDelayMs: 5,
      log: () => undefined,
    });
    await outbox.start();
    outbox.enqueue(submission('c'));
    const deadline = Date.now() + 2_000;
    const refusals = () => attempts.filter((key) => key === 'refused').length;
    while ((delivered.length < 2 || refusals() < 3) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
    await outbox.stop();
    expect(delivered).toEqual(['b', 'c']);
    // The refused one was tried first (the oldest) and is still being retried.
    expect(attempts[0]).toBe('refused');
    expect(refusals()).toBeGreaterThanOrEqual(3);
  });

  it('tells what waits: not tried yet, retrying after a refusal, being delivered, and when the oldest came', async () => {
    const older = { ...submission('refused'), receivedAt: '2026-11-23T09:00:00.000Z' };
    const { store } = memoryStore([older]);
    let release: (() => void) | undefined;
    const fetch = (async (_url: string, init?: RequestInit) => {
      const key = new Headers(init?.headers).get('idempotency-key');
      if (key === 'slow') await new Promise<void>((resolve) => (release = resolve));
      return new Response(null, { status: key === 'refused' ? 500 : 204 });
    }) as typeof globalThis.fetch;
    const outbox = createOutbox({ store, webhookUrl: 'http://hooks.example/forms', fetch, retryDelayMs: 60_000, log: () => undefined });
    expect(outbox.state()).toEqual({ jobs: { waiting: 0, delayed: 0, active: 0 } });
    await outbox.start();
    outbox.enqueue(submission('slow'));
    const deadline = Date.now() + 2_000;
    while (!release && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    outbox.enqueue(submission('next'));
    expect(outbox.state()).toEqual({ jobs: { waiting: 1, delayed: 1, active: 1 }, oldestWaitingAt: Date.parse('2026-11-23T09:00:00.000Z') });
    release?.();
    while ((outbox.state().jobs.waiting ?? 0) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(outbox.state()).toEqual({ jobs: { waiting: 0, delayed: 1, active: 0 }, oldestWaitingAt: Date.parse('2026-11-23T09:00:00.000Z') });
    await outbox.stop();
  });
});
