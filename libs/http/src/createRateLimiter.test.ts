import { createRateLimiter } from './createRateLimiter';

describe('createRateLimiter in memory', () => {
  it('allows `limit` requests per address in a sliding window, then says how long to wait', async () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: () => time });
    expect((await limiter.hit('a')).allowed).toBe(true);
    time = 400;
    expect((await limiter.hit('a')).allowed).toBe(true);
    time = 500;
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 500 });
    // Another address has its own window.
    expect((await limiter.hit('b')).allowed).toBe(true);
    // The first hit leaves the window at 1000: one more is allowed, the next is not.
    time = 1001;
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 399 });
  });

  it('forgets addresses whose window has passed', async () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 100, now: () => time });
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(false);
    time = 250;
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('answers as a plain sliding window over long runs, where old times are cut off the front', async () => {
    // The reference: every address's allowed times, filtered per request.
    const reference = (limit: number, windowMs: number) => {
      const seen = new Map<string, number[]>();
      return (address: string, time: number) => {
        const recent = (seen.get(address) ?? []).filter((at) => at > time - windowMs);
        const allowed = recent.length < limit;
        if (allowed) recent.push(time);
        seen.set(address, recent);
        return allowed ? { allowed, retryAfterMs: 0 } : { allowed, retryAfterMs: (recent[0] as number) + windowMs - time };
      };
    };
    let time = 0;
    const limiter = createRateLimiter({ limit: 1500, windowMs: 2000, now: () => time });
    const expected = reference(1500, 2000);
    let allowed = 0;
    for (let step = 0; step < 40_000; step += 1) {
      // Bursts and pauses, then a steady stream over the limit, two addresses: windows fill,
      // empty, and are cut while full.
      time += step >= 20_000 ? 0.25 : step % 5000 < 4000 ? (step % 3) / 2 : 3;
      const address = step % 7 === 0 ? 'b' : 'a';
      const answer = await limiter.hit(address);
      expect(answer).toEqual(expected(address, time));
      if (answer.allowed) allowed += 1;
    }
    expect(allowed).toBeGreaterThan(3000);
    expect(allowed).toBeLessThan(40_000);
  });
});
