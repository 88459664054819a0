import { createRateLimiter } from './createRateLimiter';

describe('createRateLimiter', () => {
  it('allows `limit` requests per address in a sliding window, then says how long to wait', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: () => time });
    expect(limiter.hit('a').allowed).toBe(true);
    time = 400;
    expect(limiter.hit('a').allowed).toBe(true);
    time = 500;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 500 });
    // Another address has its own window.
    expect(limiter.hit('b').allowed).toBe(true);
    // The first hit leaves the window at 1000: one more is allowed, the next is not.
    time = 1001;
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 399 });
  });

  it('forgets addresses whose window has passed', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 100, now: () => time });
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
    time = 250;
    expect(limiter.hit('a').allowed).toBe(true);
  });
});
