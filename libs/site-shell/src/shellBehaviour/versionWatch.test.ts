import { createVersionWatch } from './versionWatch';

describe('createVersionWatch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function watch(answers: Array<string | undefined | Error>) {
    const fetchBuildId = jest.fn(async () => {
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next;
    });
    const instance = createVersionWatch({ fetchBuildId, startMs: 1000, intervalMs: 60_000 });
    return { instance, fetchBuildId };
  }

  it('asks for the first time one second after load', async () => {
    const { fetchBuildId } = watch(['a']);
    await jest.advanceTimersByTimeAsync(999);
    expect(fetchBuildId).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
  });

  it('stays current while the build id stays the same, and is outdated once it changes', async () => {
    const { instance, fetchBuildId } = watch(['a', 'a', 'b', 'a']);
    await jest.advanceTimersByTimeAsync(1000 + 60_000);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
    expect(instance.outdated()).toBe(false);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(instance.outdated()).toBe(true);
    // Outdated for good: no more polling.
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetchBuildId).toHaveBeenCalledTimes(3);
    expect(instance.outdated()).toBe(true);
  });

  it('keeps polling through failed answers, which never count as a new build', async () => {
    const { instance, fetchBuildId } = watch([new Error('offline'), undefined, 'a', 'a']);
    await jest.advanceTimersByTimeAsync(1000 + 3 * 60_000);
    expect(fetchBuildId).toHaveBeenCalledTimes(4);
    expect(instance.outdated()).toBe(false);
  });

  it('checks on demand and stops when told', async () => {
    const { instance, fetchBuildId } = watch(['a', 'b']);
    await jest.advanceTimersByTimeAsync(1000);
    await instance.check();
    expect(instance.outdated()).toBe(true);
    instance.stop();
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
  });
});
