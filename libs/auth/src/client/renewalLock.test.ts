import { retried, withRenewalLock } from './renewalLock';

describe('retried', () => {
  it('tries a retryable failure up to the limit', async () => {
    let calls = 0;
    const attempt = async () => {
      calls += 1;
      throw new Error('timed out');
    };
    await expect(retried(attempt, 3, () => true)).rejects.toThrow('timed out');
    expect(calls).toBe(3);
  });

  it('stops at the first answer or the first other failure', async () => {
    let calls = 0;
    await expect(
      retried(
        async () => {
          calls += 1;
          if (calls < 2) throw new Error('timed out');
          return 'token';
        },
        3,
        () => true,
      ),
    ).resolves.toBe('token');
    calls = 0;
    await expect(
      retried(
        async () => {
          calls += 1;
          throw new Error('login_required');
        },
        3,
        () => false,
      ),
    ).rejects.toThrow('login_required');
    expect(calls).toBe(1);
  });
});

describe('withRenewalLock', () => {
  it('runs the renewal (without Web Locks, directly)', async () => {
    await expect(withRenewalLock(async () => 'renewed', 5)).resolves.toBe('renewed');
  });

  it('renews one at a time where Web Locks exist', async () => {
    const held: string[] = [];
    let queue = Promise.resolve();
    const locks = {
      request: (_name: string, _options: unknown, callback: () => Promise<unknown>) => {
        const run = queue.then(callback);
        queue = run.then(() => undefined, () => undefined);
        return run;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      const order: string[] = [];
      const renewal = (name: string) => async () => {
        held.push(name);
        expect(held).toHaveLength(1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(name);
        held.pop();
      };
      await Promise.all([withRenewalLock(renewal('a'), 5), withRenewalLock(renewal('b'), 5)]);
      expect(order).toEqual(['a', 'b']);
    } finally {
      Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
    }
  });
});
