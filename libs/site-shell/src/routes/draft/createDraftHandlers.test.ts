/** @jest-environment node */
import { createHash } from 'node:crypto';
import { createRateLimiter } from '@clavis/http';
import { PEER_ADDRESS_HEADER } from '../../security/clientAddress';
import { RATE_LIMITS } from '../../security/rateLimits';
import { createDraftHandlers } from './createDraftHandlers';
import { createDraftAttempts } from './draftAttempts';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

function setup(secret = 'draft-secret') {
  const clock = { now: NOW };
  const mode = { enabled: false, enable: jest.fn(() => void (mode.enabled = true)), disable: jest.fn(() => void (mode.enabled = false)) };
  const limiter = createRateLimiter({ limit: RATE_LIMITS.draftSecret, windowMs: 60_000, now: () => clock.now });
  const address = (request: Request) => request.headers.get(PEER_ADDRESS_HEADER) ?? 'unknown';
  const handlers = createDraftHandlers({
    market: 'germany',
    attempts: createDraftAttempts({ count: (request) => limiter.hit(address(request)), address, now: () => clock.now }),
    secret: () => secret,
    previewToken: () => 'preview-token',
    draftMode: async () => mode,
    now: () => NOW,
  });
  const get = (query: string, from = '192.0.2.1') =>
    handlers.enter(new Request(`http://127.0.0.1:3000/api/draft${query}`, { headers: { [PEER_ADDRESS_HEADER]: from } }));
  return { mode, handlers, get, clock };
}

describe('GET /api/draft', () => {
  it('turns draft mode on and sends the editor to the page of a full slug or a path', async () => {
    const { mode, get } = setup();
    const response = await get('?secret=draft-secret&slug=de/germany/uber-uns');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/uber-uns');
    expect(mode.enable).toHaveBeenCalledTimes(1);
    expect((await get('?secret=draft-secret&slug=/uber-uns')).headers.get('location')).toBe('/uber-uns');
    expect((await get('?secret=draft-secret')).headers.get('location')).toBe('/');
  });

  it("keeps the visual editor's _storyblok parameters on the way", async () => {
    const { get } = setup();
    const response = await get('?secret=draft-secret&slug=de/germany/uber-uns&_storyblok=7&_storyblok_c=page&other=x');
    expect(response.headers.get('location')).toBe('/uber-uns?_storyblok=7&_storyblok_c=page');
    // As Storyblok opens a preview URL ending in `slug=`: `{full_slug}?_storyblok=...` appended.
    const appended = await get('?secret=draft-secret&slug=de/germany/uber-uns?_storyblok=7&_storyblok_c=page');
    expect(appended.headers.get('location')).toBe('/uber-uns?_storyblok=7&_storyblok_c=page');
  });

  it('opens draft mode with either secret of a rotation (new,old) and with neither refuses', async () => {
    const { get, mode } = setup('new-draft-secret, old-draft-secret');
    expect((await get('?secret=new-draft-secret&slug=/uber-uns')).status).toBe(307);
    expect((await get('?secret=old-draft-secret&slug=/uber-uns')).status).toBe(307);
    expect(mode.enabled).toBe(true);
    for (const wrong of ['new-draft-secret, old-draft-secret', 'new-draft-secret,old-draft-secret', 'other', 'old-draft-secre']) {
      expect([wrong, (await get(`?secret=${encodeURIComponent(wrong)}&slug=/uber-uns`)).status]).toEqual([wrong, 401]);
    }
  });

  it('answers 401 with a clear JSON error without the right secret, and leaves draft mode off', async () => {
    const { mode, get } = setup();
    for (const query of ['', '?slug=/uber-uns', '?secret=&slug=/uber-uns', '?secret=draft-secre&slug=/uber-uns']) {
      const response = await get(query);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Draft mode needs a valid secret (query parameter secret)' });
    }
    expect(mode.enable).not.toHaveBeenCalled();
  });

  it("accepts a visual editor link signed with the preview token, for an hour", async () => {
    const { get } = setup();
    const link = (timestamp: number, token = 'preview-token') => {
      const signed = createHash('sha1').update(`1234:${token}:${timestamp}`).digest('hex');
      return `?slug=de/germany/uber-uns&_storyblok_tk[space_id]=1234&_storyblok_tk[timestamp]=${timestamp}&_storyblok_tk[token]=${signed}`;
    };
    const seconds = NOW / 1000;
    expect((await get(link(seconds - 60))).status).toBe(307);
    expect((await get(link(seconds - 7200))).status).toBe(401);
    expect((await get(link(seconds - 60, 'other-token'))).status).toBe(401);
  });

  it('answers the 11th wrong secret of an address within a minute 429 with Retry-After, and then the right one too', async () => {
    const { mode, get, clock } = setup();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect([attempt, (await get(`?secret=guess-${attempt}&slug=/uber-uns`)).status]).toEqual([attempt, 401]);
    }
    clock.now += 20_000;
    const eleventh = await get('?secret=guess-11&slug=/uber-uns');
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toBe('40');
    expect(eleventh.headers.get('cache-control')).toBe('no-store');
    // Past the allowance a right secret tells nothing either: it is refused like a guess.
    expect((await get('?secret=draft-secret&slug=/uber-uns')).status).toBe(429);
    expect(mode.enable).not.toHaveBeenCalled();
    // Another address keeps its own allowance; the refused one has it again once the minute ends.
    expect((await get('?secret=draft-secret&slug=/uber-uns', '192.0.2.2')).status).toBe(307);
    clock.now += 40_000;
    expect((await get('?secret=draft-secret&slug=/uber-uns')).status).toBe(307);
  });

  it('counts only refusals: an editor opening many previews never meets the limit', async () => {
    const { get } = setup();
    for (let preview = 0; preview < 3 * RATE_LIMITS.draftSecret; preview += 1) {
      expect((await get('?secret=draft-secret&slug=/uber-uns')).status).toBe(307);
    }
  });

  it('refuses a redirect off the site or to another market', async () => {
    const { mode, get } = setup();
    expect((await get('?secret=draft-secret&slug=//evil.example/x')).status).toBe(400);
    expect((await get('?secret=draft-secret&slug=/\\evil.example')).status).toBe(400);
    expect((await get('?secret=draft-secret&slug=/.//evil.example')).status).toBe(400);
    expect((await get('?secret=draft-secret&slug=/%252e//evil.example')).status).toBe(400);
    expect((await get('?secret=draft-secret&slug=es/spain/privacidad')).status).toBe(400);
    expect((await get('?secret=draft-secret&slug=/uber-uns%0d%0aset-cookie:x')).status).toBe(400);
    expect(mode.enable).not.toHaveBeenCalled();
  });
});

describe('GET /api/draft/exit', () => {
  it('turns draft mode off and goes back to the page', async () => {
    const { mode, handlers } = setup();
    mode.enabled = true;
    const response = await handlers.exit(new Request('http://127.0.0.1:3000/api/draft/exit?slug=/uber-uns'));
    expect([response.status, response.headers.get('location'), mode.enabled]).toEqual([307, '/uber-uns', false]);
    const home = await handlers.exit(new Request('http://127.0.0.1:3000/api/draft/exit?slug=//evil.example'));
    expect(home.headers.get('location')).toBe('/');
  });
});
