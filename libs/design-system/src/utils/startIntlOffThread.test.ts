import { runInNewContext } from 'node:vm';
import { INTL_START_SOURCE, intlStartSettled, startIntlOffThread } from './startIntlOffThread';

/** A stand-in for the browser's Worker in tests: records what the page sends; answers only when told. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  sent: unknown[] = [];
  terminated = false;
  constructor(readonly url: string) {
    FakeWorker.made.push(this);
  }
  postMessage(data: unknown) {
    this.sent.push(data);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('INTL_START_SOURCE', () => {
  it('starts each Intl service for the locale and answers, in a worker scope of its own', () => {
    const answers: unknown[] = [];
    const scope: Record<string, unknown> = { Intl, postMessage: (data: unknown) => answers.push(data) };
    runInNewContext(INTL_START_SOURCE, scope);
    (scope['onmessage'] as (event: { data: string }) => void)({ data: 'de' });
    expect(answers).toEqual(['de']);
  });

  it('answers even when a service is missing, so the page never waits for the deadline', () => {
    const answers: unknown[] = [];
    // Intl's members are not enumerable: copied by name, all but DisplayNames.
    const { NumberFormat, DateTimeFormat, PluralRules } = Intl;
    const scope: Record<string, unknown> = { Intl: { NumberFormat, DateTimeFormat, PluralRules }, postMessage: (data: unknown) => answers.push(data) };
    runInNewContext(INTL_START_SOURCE, scope);
    (scope['onmessage'] as (event: { data: string }) => void)({ data: 'fr' });
    expect(answers).toEqual(['fr']);
  });
});

describe('startIntlOffThread', () => {
  const created: string[] = [];
  const revoked: string[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    FakeWorker.made = [];
    created.length = 0;
    revoked.length = 0;
    Object.assign(globalThis, { Worker: FakeWorker });
    Object.assign(URL, {
      createObjectURL: () => {
        created.push(`blob:${created.length}`);
        return created.at(-1);
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { Worker?: unknown }).Worker;
  });

  async function settled(promise: Promise<void>): Promise<boolean> {
    let done = false;
    void promise.then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    return done;
  }

  it('sends the locale to a blob worker and resolves at its answer, then lets the worker and its URL go', async () => {
    const started = startIntlOffThread('de');
    const [worker] = FakeWorker.made;
    expect(worker?.url).toBe('blob:0');
    expect(worker?.sent).toEqual(['de']);
    expect(await settled(started)).toBe(false);
    expect(intlStartSettled('de')).toBe(false);
    worker?.onmessage?.(new MessageEvent('message', { data: 'de' }));
    expect(await settled(started)).toBe(true);
    expect(intlStartSettled('de')).toBe(true);
    expect(worker?.terminated).toBe(true);
    expect(revoked).toEqual(['blob:0']);
  });

  it('resolves when the worker fails (a policy that refuses it) or stays silent past the deadline', async () => {
    const failed = startIntlOffThread('es');
    FakeWorker.made[0]?.onerror?.(new Event('error'));
    expect(await settled(failed)).toBe(true);

    const silent = startIntlOffThread('fr');
    jest.advanceTimersByTime(2999);
    expect(await settled(silent)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(silent)).toBe(true);
    expect(FakeWorker.made[1]?.terminated).toBe(true);
  });

  it('resolves at once where the worker cannot be made, or where there is no Worker', async () => {
    Object.assign(globalThis, {
      Worker: class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    });
    expect(await settled(startIntlOffThread('it'))).toBe(true);
    expect(revoked).toEqual(['blob:0']);
    delete (globalThis as { Worker?: unknown }).Worker;
    expect(await settled(startIntlOffThread('pt'))).toBe(true);
  });

  it('starts once per locale: the next page of the same locale waits for the same start', async () => {
    const first = startIntlOffThread('en');
    const again = startIntlOffThread('en');
    expect(again).toBe(first);
    expect(FakeWorker.made).toHaveLength(1);
    FakeWorker.made[0]?.onmessage?.(new MessageEvent('message', { data: 'en' }));
    expect(await settled(again)).toBe(true);
    startIntlOffThread('ru');
    expect(FakeWorker.made).toHaveLength(2);
  });
});
