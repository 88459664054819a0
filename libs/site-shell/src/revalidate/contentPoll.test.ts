/** @jest-environment node */
import { createContentPoll } from './contentPoll';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A poll whose looks are counted (and fail while `down`), with a fixed `random`. */
function setup(random = 0.5, intervalMs = 60_000, maxDelayMs?: number) {
  const state = { looks: 0, down: false };
  const lines: string[] = [];
  const poll = createContentPoll({
    intervalMs,
    ...(maxDelayMs !== undefined && { maxDelayMs }),
    random: () => random,
    log: (line) => void lines.push(line),
    look: async () => {
      state.looks += 1;
      if (state.down) throw new Error('connect ECONNREFUSED');
    },
  });
  return { state, lines, poll };
}

describe('content poll', () => {
  it('looks first at a random point of the first interval, then every interval', async () => {
    const { state, poll } = setup(0.25);
    poll.start();
    await jest.advanceTimersByTimeAsync(14_999);
    expect(state.looks).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(state.looks).toBe(1);
    // random 0.25: 60 s within ±20 % is 54 s.
    await jest.advanceTimersByTimeAsync(53_999);
    expect(state.looks).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(state.looks).toBe(2);
    await poll.stop();
  });

  it('spreads the waits of instances over ±20 % of the interval', async () => {
    const early = setup(0);
    const late = setup(0.999_999);
    for (const { poll } of [early, late]) poll.start();
    // The first looks at 0 s and 60 s; then 48 s (−20 %) and 72 s (+20 %) apart.
    await jest.advanceTimersByTimeAsync(1);
    expect([early.state.looks, late.state.looks]).toEqual([1, 0]);
    await jest.advanceTimersByTimeAsync(48_000);
    expect([early.state.looks, late.state.looks]).toEqual([2, 0]);
    await jest.advanceTimersByTimeAsync(12_000);
    expect([early.state.looks, late.state.looks]).toEqual([2, 1]);
    await jest.advanceTimersByTimeAsync(71_000);
    expect([early.state.looks, late.state.looks]).toEqual([3, 1]);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(late.state.looks).toBe(2);
    for (const { poll } of [early, late]) await poll.stop();
  });

  it('waits twice as long after each failure, up to the most, logs once, and says when the CMS is back', async () => {
    const { state, lines, poll } = setup(0.5, 10_000, 60_000);
    state.down = true;
    poll.start();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(state.looks).toBe(1);
    // 20 s, 40 s, then 60 s each: 8 looks in the first 5 minutes, where a poll every 10 s makes 30.
    const lookedAt: number[] = [];
    for (let second = 1; second <= 300; second += 1) {
      const before = state.looks;
      await jest.advanceTimersByTimeAsync(1_000);
      if (state.looks > before) lookedAt.push(second);
    }
    expect(lookedAt.slice(0, 4)).toEqual([20, 60, 120, 180]);
    expect(state.looks).toBeLessThanOrEqual(7);
    expect(lines).toEqual([expect.stringMatching(/^cms poll: the CMS did not answer \(connect ECONNREFUSED\)/)]);
    state.down = false;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(lines.at(-1)).toMatch(/the CMS answers again after \d+ failed looks/);
    const recovered = state.looks;
    await jest.advanceTimersByTimeAsync(10_000);
    expect(state.looks).toBe(recovered + 1);
    await poll.stop();
  });

  it('never runs two looks at once: the next wait starts when a slow look ends', async () => {
    let running = 0;
    let most = 0;
    const poll = createContentPoll({
      intervalMs: 1_000,
      random: () => 0.5,
      look: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((done) => setTimeout(done, 5_000));
        running -= 1;
      },
    });
    poll.start();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(most).toBe(1);
    await poll.stop();
  });

  it('stops: no look after stop, and stop waits for the look under way', async () => {
    let finished = false;
    let looks = 0;
    const poll = createContentPoll({
      intervalMs: 1_000,
      random: () => 0,
      look: async () => {
        looks += 1;
        await new Promise((done) => setTimeout(done, 500));
        finished = true;
      },
    });
    poll.start();
    await jest.advanceTimersByTimeAsync(1);
    expect(looks).toBe(1);
    const stopped = poll.stop();
    await jest.advanceTimersByTimeAsync(500);
    await stopped;
    expect(finished).toBe(true);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(looks).toBe(1);
    expect(jest.getTimerCount()).toBe(0);
  });
});
