/** @jest-environment node */
import { createRevalidateHandler } from './createRevalidateHandler';
import { createDeliveryMemory } from './deliveryMemory';
import { lostWebhookBodies, sendLostWebhooks } from './lostWebhooks';

const SECRET = 'route-secret';

/** The webhook route itself, with what it does recorded. */
function route(secret = SECRET) {
  const done: string[] = [];
  const handler = createRevalidateHandler({
    secret: () => secret,
    contentVersion: async () => ({ cv: 9, since: 8 }),
    deliveries: () => createDeliveryMemory({ windowMs: 60_000 }),
    forget: (event) => void done.push(`${event.action} ${event.storyId} ${event.fullSlug}`),
    revalidateTag: () => undefined,
    reloadRedirects: (event) => void done.push(`reload ${event.datasourceSlug}`),
    log: () => undefined,
  });
  const fetchRoute = ((url: string, init: RequestInit) => handler(new Request(url, init))) as typeof fetch;
  return { done, fetchRoute };
}

describe('lost webhooks', () => {
  it("are followed by the site's own webhook route as Storyblok's would be: each story's event, signed", async () => {
    const { done, fetchRoute } = route();
    const bodies = lostWebhookBodies({
      version: 9,
      changes: [
        { action: 'published', storyId: 2, fullSlug: 'de/germany/nachrichten/item-2' },
        { action: 'unpublished', storyId: 3, fullSlug: 'de/germany/nachrichten/item-3' },
        { action: 'moved', storyId: 4, fullSlug: 'de/germany/nachrichten/archiv/item-4' },
      ],
    });
    await sendLostWebhooks(bodies, { url: 'http://127.0.0.1:3000/api/revalidate', secret: SECRET, fetch: fetchRoute });
    expect(done).toEqual(['published 2 de/germany/nachrichten/item-2', 'unpublished 3 de/germany/nachrichten/item-3', 'moved 4 de/germany/nachrichten/archiv/item-4']);
  });

  it('read the redirect rules again when no story explains the move', async () => {
    const { done, fetchRoute } = route();
    await sendLostWebhooks(lostWebhookBodies({ version: 9, changes: [] }), { url: 'http://127.0.0.1:3000/api/revalidate', secret: SECRET, fetch: fetchRoute });
    expect(done).toEqual(['reload redirects']);
  });

  it('fail when the route refuses them (another secret), so the poll finds the change again', async () => {
    const { done, fetchRoute } = route('other');
    const bodies = lostWebhookBodies({ version: 9, changes: [{ action: 'published', storyId: 2, fullSlug: 'de/germany/x' }] });
    await expect(sendLostWebhooks(bodies, { url: 'http://127.0.0.1:3000/api/revalidate', secret: SECRET, fetch: fetchRoute })).rejects.toThrow('answered 401');
    expect(done).toEqual([]);
  });
});
