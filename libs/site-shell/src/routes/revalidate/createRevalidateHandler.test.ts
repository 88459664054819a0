/** @jest-environment node */
import { createRevalidateHandler, type RevalidateDeps } from './createRevalidateHandler';
import { signWebhookBody } from './webhookSignature';

const SECRET = 'test-secret';
const event = JSON.stringify({ text: 'published', action: 'published', space_id: 1, story_id: 42, full_slug: 'es/spain/privacidad' });

function setup(overrides: Partial<RevalidateDeps> = {}) {
  const calls: string[] = [];
  const handler = createRevalidateHandler({
    secret: () => SECRET,
    forget: (e) => void calls.push(`forget ${e.fullSlug}`),
    revalidateTag: (tag) => void calls.push(`tag ${tag}`),
    ...overrides,
  });
  const post = (body: string, signature: string | null = signWebhookBody(body, SECRET)) =>
    handler(
      new Request('http://127.0.0.1:3003/api/revalidate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'webhook-signature': signature }) },
        body,
      }),
    );
  return { calls, post, handler };
}

describe('POST /api/revalidate', () => {
  it("forgets the held content, then revalidates the story's tags and its folders, and says what it revalidated", async () => {
    const { calls, post } = setup();
    const response = await post(event);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as { tags: string[] };
    expect(answer).toMatchObject({ revalidated: true, action: 'published', story: { id: 42, fullSlug: 'es/spain/privacidad' } });
    expect(answer.tags).toEqual(['story:42', 'slug:es/spain/privacidad', 'folder:es', 'folder:es/spain', 'folder:es/spain/privacidad']);
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

  it('answers 400 to a signed body that is not a story event', async () => {
    const { calls, post } = setup();
    const response = await post('{"action":"published"}');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Malformed webhook body', details: expect.stringContaining('story_id') });
    expect(calls).toEqual([]);
  });

  it('answers 503 when no secret is configured, whatever is sent', async () => {
    const { post } = setup({ secret: () => undefined });
    expect((await post(event)).status).toBe(503);
  });
});
