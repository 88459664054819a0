// Story changes from outside the process (site e2e suites, editors locally): PUT /__admin/stories
// changes the story in memory and announces it with a signed webhook, as a publish in Storyblok.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createContentServer, DEFAULT_TOKENS, type ContentServer } from './createContentServer';
import { buildTestContent } from './testing/buildTestContent';
import { LOCAL_WEBHOOK_SECRET, signWebhookBody, webhooksFromEnv } from './webhooks';

interface Received {
  body: string;
  signature: string | undefined;
}

let server: ContentServer;
let baseUrl: string;
let receiver: Server;
let receiverUrl: string;
let received: Received[] = [];
let receiverStatus = 200;

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

beforeAll(async () => {
  receiver = createServer(async (request, response) => {
    received.push({ body: await readBody(request), signature: request.headers['webhook-signature'] as string | undefined });
    response.writeHead(receiverStatus, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  const address = receiver.address() as { port: number };
  receiverUrl = `http://127.0.0.1:${address.port}/api/revalidate`;
  server = await createContentServer({ content: buildTestContent({ listSize: 3, relations: 2 }) });
  baseUrl = await server.listen({ port: 0 });
});

afterAll(async () => {
  await server.close();
  await new Promise((done) => receiver.close(done));
});

beforeEach(() => {
  received = [];
  receiverStatus = 200;
});

const admin = (path: string, method = 'GET', body?: unknown) =>
  fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const published = async (slug: string) =>
  ((await (await fetch(`${baseUrl}/v2/cdn/stories/${slug}?token=${DEFAULT_TOKENS.public}`)).json()) as { story: { name: string; content: Record<string, unknown> }; cv: number });

describe('story admin', () => {
  it('changes a story, raises the cache version and sends a signed Storyblok webhook', async () => {
    const before = await published('en/global/hub');
    const stored = (await (await admin('/__admin/stories/en/global/hub')).json()) as { story: { id: number; content: Record<string, unknown> } };
    await admin('/__admin/webhooks', 'PUT', { urls: [receiverUrl] });

    const response = await admin('/__admin/stories/en/global/hub', 'PUT', { name: 'Hub, renamed', content: { ...stored.story.content, title: 'Changed' } });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { cv: number; webhooks: { url: string; status: number }[] };
    expect(answer.webhooks).toEqual([{ url: receiverUrl, status: 200 }]);

    const after = await published('en/global/hub');
    expect(after.story.name).toBe('Hub, renamed');
    expect(after.story.content['title']).toBe('Changed');
    expect(after.cv).toBe(answer.cv);
    expect(after.cv).toBeGreaterThan(before.cv);
    // Dated as published now: a client listing by published_at finds it newest.
    const newest = (await (await fetch(`${baseUrl}/v2/cdn/stories?sort_by=published_at:desc&per_page=1&token=${DEFAULT_TOKENS.public}`)).json()) as { stories: { full_slug: string; published_at: string }[] };
    expect(newest.stories[0]?.full_slug).toBe('en/global/hub');
    expect(Date.now() - Date.parse(newest.stories[0]?.published_at ?? '')).toBeLessThan(10_000);

    expect(received).toHaveLength(1);
    const [delivery] = received as [Received];
    expect(JSON.parse(delivery.body)).toMatchObject({ action: 'published', story_id: stored.story.id, full_slug: 'en/global/hub', text: expect.any(String) });
    expect(delivery.signature).toBe(signWebhookBody(delivery.body, LOCAL_WEBHOOK_SECRET));
  });

  it('keeps identity fields, reports a refused delivery and answers 404 for an unknown story', async () => {
    await admin('/__admin/webhooks', 'PUT', { urls: [receiverUrl], secret: 'other-secret' });
    receiverStatus = 401;
    const response = await admin('/__admin/stories/en/global/hub', 'PUT', { id: 1, full_slug: 'elsewhere', published: false });
    const answer = (await response.json()) as { story: { full_slug: string; id: number }; webhooks: unknown[] };
    expect(answer.story.full_slug).toBe('en/global/hub');
    expect(answer.story.id).not.toBe(1);
    expect(answer.webhooks).toEqual([{ url: receiverUrl, status: 401 }]);
    const [delivery] = received as [Received];
    expect(JSON.parse(delivery.body)).toMatchObject({ action: 'unpublished' });
    expect(delivery.signature).toBe(signWebhookBody(delivery.body, 'other-secret'));
    expect((await admin('/__admin/stories/en/global/missing', 'PUT', { name: 'x' })).status).toBe(404);
    expect((await admin('/__admin/stories/en/global/missing')).status).toBe(404);
  });

  it('refuses bad webhook settings and a body that is not an object', async () => {
    expect((await admin('/__admin/webhooks', 'PUT', { urls: ['ftp://x'] })).status).toBe(400);
    expect((await admin('/__admin/stories/en/global/hub', 'PUT', ['x'])).status).toBe(400);
  });

  it('reads WEBHOOK_URL and WEBHOOK_SECRET for the CLI', () => {
    expect(webhooksFromEnv({ WEBHOOK_URL: 'http://a/api/revalidate, http://b/api/revalidate', WEBHOOK_SECRET: 's' })).toEqual({
      urls: ['http://a/api/revalidate', 'http://b/api/revalidate'],
      secret: 's',
    });
    expect(webhooksFromEnv({})).toEqual({ urls: [], secret: undefined });
  });
});
