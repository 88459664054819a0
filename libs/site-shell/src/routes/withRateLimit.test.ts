/** @jest-environment node */
import { withRateLimit } from './withRateLimit';

describe('withRateLimit', () => {
  it('answers 429 with Retry-After once an address is over its limit, per address', async () => {
    let time = 0;
    let calls = 0;
    const handler = withRateLimit(async () => new Response(`call ${++calls}`), { limit: 2, windowMs: 10_000, now: () => time });
    const from = (address: string) => handler(new Request('http://x/api/checkStorySlugs', { headers: { 'x-forwarded-for': address } }));
    expect((await from('1.1.1.1')).status).toBe(200);
    expect((await from('1.1.1.1')).status).toBe(200);
    time = 2500;
    const limited = await from('1.1.1.1');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('8');
    expect((await from('2.2.2.2')).status).toBe(200);
    expect(calls).toBe(3);
    time = 10_001;
    expect((await from('1.1.1.1')).status).toBe(200);
  });
});
