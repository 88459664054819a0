/** @jest-environment node */
import { createRevalidateHandler, type RevalidateDeps } from './createRevalidateHandler';
import { createDeliveryMemory } from './deliveryMemory';
import { signWebhookBody } from './webhookSignature';

const SECRET = 'test-secret';
const event = JSON.stringify({ text: 'published', action: 'published', space_id: 1, story_id: 42, full_slug: 'es/spain/privacidad' });

function setup(overrides: Partial<RevalidateDeps> = {}) {
  const calls: string[] = [];
  /** The CMS's content version: each publish raises it. */
  const cms = { version: 7 as number | undefined };
  const deliveries = createDeliveryMemory({ windowMs: 60_000 });
  const handler = createRevalidateHandler({
    secret: () => SECRET,
    contentVersion: async () => ({ cv: cms.version, since: 6 }),
    deliveries: () => deliveries,
    forget: (e) => void calls.push(`forget ${e.fullSlug}`),
    revalidateTag: (tag, expireNow) => void calls.push(`tag ${tag}${expireNow ? ' now' : ''}`),
    log: (line) => void calls.push(`log ${line}`),
    ...overrides,
  });
  const post = (
    body: string,
    signature: string | null = signWebhookBody(body, SECRET),
    contentType: string | null = 'application/json',
  ) =>
    handler(
      new Request('http://127.0.0.1:3003/api/revalidate', {
        method: 'POST',
        headers: {
          ...(contentType === null ? {} : { 'content-type': contentType }),
          ...(signature === null ? {} : { 'webhook-signature': signature }),
        },
        body,
      }),
    );
  return { calls, post, handler, cms };
}

describe('POST /api/revalidate', () => {
  it("forgets the held content, then revalidates the story's tags and its folders, and says what it revalidated", async () => {
    const { calls, post } = setup();
    const response = await post(event);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as { tags: string[] };
    expect(answer).toMatchObject({ revalidated: true, action: 'published', story: { id: 42, fullSlug: 'es/spain/privacidad' } });
    expect(answer.tags).toEqual(['story:42', 'slug:es/spain/privacidad', 'folder:es', 'folder:es/spain', 'folder:es/spain/privacidad', 'sitemap']);
    expect(calls).toEqual(['forget es/spain/privacidad', ...answer.tags.map((tag) => `tag ${tag}`)]);
  });

  it('marks the pages stale before the follow-up (the search index) runs, and answers after it', async () => {
    const { calls, post } = setup({
      afterRevalidate: async (e) => {
        await new Promise((done) => setTimeout(done, 20));
        calls.push(`after ${e.fullSlug}`);
      },
    });
    const response = await post(event);
    expect(response.status).toBe(200);
    expect(calls[0]).toBe('forget es/spain/privacidad');
    expect(calls.at(-1)).toBe('after es/spain/privacidad');
    expect(calls.slice(1, -1).every((call) => call.startsWith('tag '))).toBe(true);
  });

  it('answers 401 to a wrong or missing signature and touches nothing', async () => {
    const { calls, post } = setup();
    expect((await post(event, signWebhookBody(event, 'guess'))).status).toBe(401);
    const missing = await post(event, null);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: 'Invalid webhook signature (webhook-signature)' });
    expect(calls).toEqual([]);
  });

  it('checks the signature before the body: a malformed body with a bad signature is 401', async () => {
    const { post } = setup();
    expect((await post('not json', 'abc')).status).toBe(401);
  });

  it('answers 413 to a body over 64 KiB, declared or sent chunked without a length, and reads no further', async () => {
    const { calls, handler } = setup();
    const large = JSON.stringify({ ...JSON.parse(event), padding: 'x'.repeat(70 * 1024) });
    const declared = await handler(
      new Request('http://127.0.0.1:3003/api/revalidate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(large.length), 'webhook-signature': signWebhookBody(large, SECRET) },
        body: large,
      }),
    );
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: 'Webhook body too large' });

    // A chunked body: no Content-Length, so only counting the stream can stop it.
    let pulled = 0;
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(chunk);
      },
    });
    const request = new Request('http://127.0.0.1:3003/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-signature': signWebhookBody(event, SECRET) },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    const chunked = await handler(request);
    expect(chunked.status).toBe(413);
    expect(pulled).toBeLessThan(10);
    expect(calls).toEqual([]);
  });

  it.each([
    ['a story action without a story', '{"action":"published"}'],
    ['an asset event', JSON.stringify({ text: 'asset', action: 'deleted', space_id: 1, asset_id: 3 })],
    ['a body that is no JSON', 'not json'],
  ])('answers 200 to %s, logs one line and touches nothing', async (_name, body) => {
    const { calls, post } = setup();
    const response = await post(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ revalidated: false, ignored: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^log revalidate: webhook .* ignored/);
  });

  it('reads the redirect rules again when the redirects datasource is saved, and logs another datasource', async () => {
    const reloaded: string[] = [];
    const { calls, post } = setup({ reloadRedirects: (e) => void reloaded.push(e.datasourceSlug) });
    const redirects = await post(JSON.stringify({ text: 'saved', action: 'entries_updated', space_id: 1, datasource_slug: 'redirects' }));
    expect(redirects.status).toBe(200);
    expect(await redirects.json()).toMatchObject({ revalidated: true, datasource: 'redirects' });
    expect(reloaded).toEqual(['redirects']);
    const other = await post(JSON.stringify({ text: 'saved', action: 'datasource_entry_saved', space_id: 1, datasource_slug: 'colours' }));
    expect(other.status).toBe(200);
    expect(reloaded).toEqual(['redirects']);
    expect(calls).toEqual(['log revalidate: datasource colours saved; nothing here reads it']);
  });

  it('expires the pages of a story unpublished, deleted or moved at once, and lets a published one serve while it renders', async () => {
    const { calls, post } = setup();
    await post(JSON.stringify({ action: 'unpublished', story_id: 42, full_slug: 'de/germany/news/launch' }));
    expect(calls.filter((call) => call.startsWith('tag'))).toContain('tag story:42 now');
    expect(calls.filter((call) => call.startsWith('tag')).every((call) => call.endsWith(' now'))).toBe(true);
    expect(calls).toContain('tag sitemap now');
    calls.length = 0;
    await post(JSON.stringify({ action: 'deleted', story_id: 43, full_slug: 'de/germany/news/other' }));
    expect(calls).toContain('tag slug:de/germany/news/other now');
    calls.length = 0;
    await post(event);
    expect(calls.filter((call) => call.startsWith('tag')).some((call) => call.endsWith(' now'))).toBe(false);
  });

  it("reads a published or moved story's slug from the CMS by id when the webhook has none", async () => {
    const asked: number[] = [];
    const { calls, post } = setup({
      storySlug: async (id) => (asked.push(id), 'de/germany/news/renamed/'),
      knownSlug: async () => 'de/germany/news/launch',
    });
    const response = await post(JSON.stringify({ text: 'moved', action: 'moved', space_id: 1, story_id: 42 }));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { tags: string[] };
    expect(asked).toEqual([42]);
    expect(answer).toMatchObject({ revalidated: true, story: { id: 42, fullSlug: 'de/germany/news/renamed' }, previousSlug: 'de/germany/news/launch' });
    // Both URLs: the new one's listing and the page still showing the old one.
    expect(answer.tags).toEqual(expect.arrayContaining(['slug:de/germany/news/renamed', 'slug:de/germany/news/launch', 'folder:de/germany/news']));
    expect(calls[0]).toBe('forget de/germany/news/renamed');
  });

  it('follows a story unpublished or deleted without slug by the one this process last read, else by id and every listing', async () => {
    const { post } = setup({ storySlug: async () => null, knownSlug: async (id) => (id === 42 ? 'de/germany/news/launch' : undefined) });
    const known = (await (await post(JSON.stringify({ action: 'deleted', story_id: 42 }))).json()) as { tags: string[] };
    expect(known.tags).toEqual(expect.arrayContaining(['story:42', 'slug:de/germany/news/launch', 'folder:de/germany/news', 'sitemap']));
    const unknown = (await (await post(JSON.stringify({ action: 'unpublished', story_id: 77 }))).json()) as { tags: string[]; story: object };
    expect(unknown).toMatchObject({ revalidated: true, story: { id: 77, fullSlug: '' } });
    expect(unknown.tags).toEqual(['story:77', 'listings', 'sitemap']);
  });

  it('answers 415 to a body that is not sent as JSON, and touches nothing', async () => {
    const { calls, post } = setup();
    for (const type of [null, 'text/plain', 'application/x-www-form-urlencoded', 'application/jsonp', 'multipart/form-data; boundary=x']) {
      const response = await post(event, signWebhookBody(event, SECRET), type);
      expect([type, response.status]).toEqual([type, 415]);
      expect(await response.json()).toEqual({ error: 'Webhook body must be JSON (Content-Type: application/json)' });
    }
    expect(calls).toEqual([]);
    expect((await post(event, signWebhookBody(event, SECRET), 'Application/JSON; charset=utf-8')).status).toBe(200);
  });

  it('gives a delivery sent again no second effect, and answers it 200 so a genuine retry is no failure', async () => {
    const { calls, post } = setup();
    expect((await post(event)).status).toBe(200);
    const effects = [...calls];
    // The same signed body, as sent before, and with the signature in capitals.
    const again = await post(event);
    const shouted = await post(event, signWebhookBody(event, SECRET).toUpperCase());
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ revalidated: false, duplicate: true, action: 'published', story: { id: 42, fullSlug: 'es/spain/privacidad' } });
    expect(shouted.status).toBe(200);
    expect(calls).toEqual(effects);
  });

  it('handles the same story published again: a publish raises the content version', async () => {
    const { calls, post, cms } = setup();
    await post(event);
    cms.version = 8;
    const republished = await post(event);
    expect(await republished.json()).toMatchObject({ revalidated: true });
    expect(calls.filter((call) => call.startsWith('forget'))).toHaveLength(2);
  });

  it('handles one of two identical deliveries that arrive together', async () => {
    const { calls, post } = setup();
    const answers = await Promise.all([post(event), post(event), post(event)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(calls.filter((call) => call.startsWith('forget'))).toHaveLength(1);
  });

  it('takes a delivery again after its handling failed', async () => {
    let failures = 1;
    const { calls, post } = setup({
      forget: (e) => {
        if (failures-- > 0) throw new Error('fan-out down');
        calls.push(`forget ${e.fullSlug}`);
      },
    });
    await expect(post(event)).rejects.toThrow('fan-out down');
    expect((await (await post(event)).json()) as object).toMatchObject({ revalidated: true });
    expect(calls[0]).toBe('forget es/spain/privacidad');
  });

  it.each([
    'de/global/../extranet/documentazione-per-bu-italia/listino-prezzi-2026',
    'de/global/%2e%2e/extranet/kataloge',
    'de/global/.%2E/extranet/kataloge',
    'de/global/..\\extranet\\kataloge',
  ])('follows a signed event for %s by the slug the CMS has for its id, never the one sent', async (fullSlug) => {
    const indexed: string[] = [];
    const { calls, post } = setup({
      afterRevalidate: async (e) => void indexed.push(e.fullSlug),
      storySlug: async () => 'de/global/produkte/futura',
    });
    const response = await post(JSON.stringify({ action: 'published', story_id: 9, full_slug: fullSlug }));
    expect(response.status).toBe(200);
    expect(indexed).toEqual(['de/global/produkte/futura']);
    expect(calls.some((call) => call.includes('extranet') && !call.startsWith('log'))).toBe(false);
  });

  it('never follows an unsafe slug the CMS answers either', async () => {
    const indexed: string[] = [];
    const { post } = setup({ afterRevalidate: async (e) => void indexed.push(e.fullSlug), storySlug: async () => 'de/global/../extranet/x' });
    expect((await post(JSON.stringify({ action: 'moved', story_id: 9 }))).status).toBe(200);
    expect(indexed).toEqual(['']);
  });

  it("hands an extranet story's event to the index under its own folder, never a public one", async () => {
    const indexed: string[] = [];
    const { post } = setup({ afterRevalidate: async (e) => void indexed.push(e.fullSlug) });
    await post(JSON.stringify({ action: 'published', story_id: 9, full_slug: 'de/extranet/kataloge/preislisten/' }));
    expect(indexed).toEqual(['de/extranet/kataloge/preislisten']);
  });

  it('answers 503 when no secret is configured, whatever is sent', async () => {
    const { post } = setup({ secret: () => undefined });
    expect((await post(event)).status).toBe(503);
  });
});
