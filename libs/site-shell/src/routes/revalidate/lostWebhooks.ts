import { signWebhookBody, WEBHOOK_SIGNATURE_HEADER } from './webhookSignature';
import type { VersionMove } from '../../revalidate/contentChanges';

/** The datasource whose save the site follows (its redirect rules). */
const REDIRECTS_DATASOURCE = 'redirects';

/**
 * The webhook bodies Storyblok would have sent for a version move: one story event per change, or,
 * when no story explains the move, the `redirects` datasource's save (the one other change the
 * site reads), so its rules are read again.
 */
export function lostWebhookBodies({ version, changes }: VersionMove): string[] {
  const text = `Found by the content poll at version ${version}`;
  if (changes.length === 0) return [JSON.stringify({ text, action: 'entries_updated', datasource_slug: REDIRECTS_DATASOURCE })];
  return changes.map(({ action, storyId, fullSlug }) => JSON.stringify({ text, action, story_id: storyId, full_slug: fullSlug }));
}

export interface LostWebhookSender {
  /** `{origin}/api/revalidate` of this server. */
  url: string;
  /** The first secret `/api/revalidate` verifies with. */
  secret: string;
  fetch?: typeof fetch;
}

/**
 * Sends each body to this server's own webhook route, signed as Storyblok signs: Next.js marks
 * pages stale only inside a request, and the route is where everything a webhook sets off happens
 * (every instance told, the search index, the redirect rules). Stops at the first refusal.
 */
export async function sendLostWebhooks(bodies: readonly string[], { url, secret, fetch: send = fetch }: LostWebhookSender): Promise<void> {
  for (const body of bodies) {
    const response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(body, secret) },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`${url} answered ${response.status} to a change the poll found`);
  }
}
