/** @jest-environment node */
import { PEER_ADDRESS_HEADER } from '../security/clientAddress';
import { createSiteServices } from '../server/services';
import { readSiteConfig } from '../config/siteConfig';
import { RATE_LIMITS, withRateLimit } from './withRateLimit';

const request = (peer: string, forwarded?: string) =>
  new Request('http://x/api/checkStorySlugs', {
    headers: { [PEER_ADDRESS_HEADER]: peer, ...(forwarded && { 'x-forwarded-for': forwarded }) },
  });

describe('withRateLimit', () => {
  it('answers 429 with Retry-After once an address is over its limit, per address', async () => {
    let time = 0;
    let calls = 0;
    const handler = withRateLimit(async () => new Response(`call ${++calls}`), {
      name: 'test',
      limit: 2,
      windowMs: 10_000,
      now: () => time,
      scale: 1,
      trustedHops: 0,
    });
    const from = (address: string) => handler(request(address));
    expect((await from('1.1.1.1')).status).toBe(200);
    expect((await from('1.1.1.1')).status).toBe(200);
    time = 2500;
    const limited = await from('1.1.1.1');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('8');
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect((await from('2.2.2.2')).status).toBe(200);
    expect(calls).toBe(3);
    time = 10_001;
    expect((await from('1.1.1.1')).status).toBe(200);
  });

  it('cannot be dodged with a new X-Forwarded-For on each request', async () => {
    const handler = withRateLimit(async () => new Response('ok'), {
      name: 'test',
      limit: 3,
      scale: 1,
      trustedHops: 0,
    });
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await handler(request('203.0.113.7', `192.0.2.${i}`))).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('counts the address a trusted proxy vouches for', async () => {
    const handler = withRateLimit(async () => new Response('ok'), {
      name: 'test',
      limit: 1,
      scale: 1,
      trustedHops: 1,
    });
    expect((await handler(request('10.0.0.2', '198.51.100.1'))).status).toBe(200);
    expect((await handler(request('10.0.0.2', '198.51.100.2'))).status).toBe(200);
    expect((await handler(request('10.0.0.2', 'forged, 198.51.100.1'))).status).toBe(429);
  });

  it('multiplies the limit by the scale (RATE_LIMIT_SCALE)', async () => {
    const handler = withRateLimit(async () => new Response('ok'), {
      name: 'test',
      limit: 2,
      scale: 3,
      trustedHops: 0,
    });
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await handler(request('203.0.113.7'))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});

describe('the limits, scaled by RATE_LIMIT_SCALE', () => {
  const scaled = (scale: string, limit: number) =>
    createSiteServices(readSiteConfig({ RATE_LIMIT_SCALE: scale }, () => undefined)).scaledLimit(
      limit,
    );

  it('multiplies each limit, never below 1', () => {
    expect(scaled('1', RATE_LIMITS.search)).toBe(600);
    expect(scaled('1000', RATE_LIMITS.forms)).toBe(5000);
    expect(scaled('0.01', RATE_LIMITS.forms)).toBe(1);
  });

  it('lets a visitor typing in the search box stay far below the search limit', () => {
    // About five keystrokes a second for a whole minute, each a query.
    expect(RATE_LIMITS.search).toBeGreaterThanOrEqual(300);
  });
});
