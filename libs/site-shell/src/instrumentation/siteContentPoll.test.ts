/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import { createCmsClient } from '@clavis/cms-client';
import { createContentServer, DEFAULT_TOKENS, type ContentServer } from '@clavis/content-server';
import { join } from 'node:path';
import { LOCAL_WEBHOOK_SECRET } from '../routes/revalidate/webhookSecret';
import { verifyWebhookSignature } from '../routes/revalidate/webhookSignature';
import { createSiteContentPoll } from './siteContentPoll';

jest.mock('server-only', () => ({}));

let content: ContentServer;
let contentUrl: string;
let site: Server;
let siteOrigin: string;
const received: { body: Record<string, unknown>; signed: boolean }[] = [];

beforeAll(async () => {
  content = await createContentServer({ contentDir: join(__dirname, '../../../../tools/content-server/content') });
  contentUrl = await content.listen({ port: 0 });
  // The site's webhook route as far as the poll sees it: signed bodies in, 200 out.
  site = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    received.push({ body: JSON.parse(raw) as Record<string, unknown>, signed: verifyWebhookSignature(raw, request.headers['webhook-signature'] as string, LOCAL_WEBHOOK_SECRET) });
    response.writeHead(request.url === '/api/revalidate' ? 200 : 404).end('{}');
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  siteOrigin = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
});
afterAll(async () => {
  await content.close();
  await new Promise((done) => site.close(done));
});

const local = { env: {}, cms: { local: true } } as const;

describe('the site content poll', () => {
  it('follows a publish whose webhook was never sent within the interval, signed as the CMS signs', async () => {
    const cms = createCmsClient({ baseUrl: `${contentUrl}/v2`, accessToken: DEFAULT_TOKENS.public });
    const poll = createSiteContentPoll({ cms }, { ...local, cmsPollSeconds: 1 }, () => siteOrigin, () => undefined);
    poll?.start();
    try {
      // The first look takes the space as it is.
      await new Promise((done) => setTimeout(done, 2_500));
      expect(received).toEqual([]);
      const slug = 'de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns';
      const listed = (await (await fetch(`${contentUrl}/v2/cdn/stories?starts_with=${slug}/&per_page=1&token=${DEFAULT_TOKENS.public}`)).json()) as { stories: { full_slug: string; id: number }[] };
      const story = listed.stories[0] as { full_slug: string; id: number };
      // No webhook URLs are configured: the change reaches nobody but through the poll.
      const edit = await fetch(`${contentUrl}/__admin/stories/${story.full_slug}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Renamed without a webhook' }) });
      expect(((await edit.json()) as { webhooks: unknown[] }).webhooks).toEqual([]);
      const deadline = Date.now() + 5_000;
      while (received.length === 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
      expect(received).toEqual([{ body: expect.objectContaining({ action: 'published', story_id: story.id, full_slug: story.full_slug.replace(/\/$/, '') }), signed: true }]);
    } finally {
      await poll?.stop();
    }
  }, 20_000);

  it('is off with CMS_POLL_SECONDS=0, and without a webhook secret the route would take', () => {
    const cms = createCmsClient({ baseUrl: `${contentUrl}/v2`, accessToken: DEFAULT_TOKENS.public });
    const lines: string[] = [];
    expect(createSiteContentPoll({ cms }, { ...local, cmsPollSeconds: 0 }, () => siteOrigin)).toBeUndefined();
    expect(createSiteContentPoll({ cms }, { env: {}, cms: { local: false }, cmsPollSeconds: 60 }, () => siteOrigin, (line) => void lines.push(line))).toBeUndefined();
    expect(lines).toEqual([expect.stringContaining('REVALIDATE_SECRET')]);
  });
});
