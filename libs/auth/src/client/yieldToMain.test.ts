import { yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it("resolves through the browser's scheduler.yield where there is one", async () => {
    const yielded = jest.fn(() => Promise.resolve());
    Object.assign(globalThis, { scheduler: { yield: yielded } });
    await yieldToMain();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('otherwise resolves in a timer task, not in the current one', async () => {
    jest.useFakeTimers();
    const after = jest.fn();
    const done = yieldToMain().then(after);
    await Promise.resolve();
    await Promise.resolve();
    expect(after).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    await done;
    expect(after).toHaveBeenCalledTimes(1);
  });
});
