import { createHash } from 'node:crypto';
import { BodyError, readLimitedText } from '@clavis/http';
import { json } from '../jsonResponses';
import { tagsForEvent } from '../../revalidate/cacheTags';
import { parseWebhookPayload, type StoryEvent } from '../../revalidate/webhookPayload';
import type { DeliveryMemory } from './deliveryMemory';
import { verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from './webhookSignature';

/** Storyblok's story webhooks are a few hundred bytes; anything far larger is not one. */
const MAX_BODY_BYTES = 64 * 1024;

/** The CMS's content version as a delivery finds it. */
export interface ContentVersion {
  /** The version the CMS answers now; undefined when it did not answer in time. */
  cv: number | undefined;
  /** The version this process held before it asked. */
  since: number | undefined;
}

export interface RevalidateDeps {
  /** The webhook secret; undefined when none is configured (the route then refuses every call). */
  secret: () => string | undefined;
  /**
   * Asks the CMS for its content version (and adopts it) before anything else happens: every
   * publish raises it, so a story published again comes at a new version, a replay at the old one.
   */
  contentVersion: () => Promise<ContentVersion>;
  /** The deliveries handled within the replay window. */
  deliveries: () => DeliveryMemory;
  /** Drops what the server process holds of published content before the pages render again. */
  forget: (event: StoryEvent, version: ContentVersion) => void | Promise<void>;
  /** Marks the pages of a tag stale (Next's revalidateTag). */
  revalidateTag: (tag: string) => void;
  /**
   * What else follows the publish once the pages are marked stale (the search index); awaited
   * before the answer, but never ahead of the pages.
   */
  afterRevalidate?: (event: StoryEvent) => Promise<void>;
}

const isJson = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() === 'application/json';

/**
 * One delivery: the body (whichever letter case or rotated secret its signature came in) at the
 * CMS's content version. Storyblok signs the body alone, with no timestamp or delivery id, and
 * publishing a story again sends the very same body: the version is what tells them apart.
 */
function deliveryKey(rawBody: string, { cv }: ContentVersion): string {
  return `${createHash('sha256').update(rawBody, 'utf8').digest('hex')}:${cv ?? 'unknown'}`;
}

/**
 * `POST /api/revalidate`: the CMS's publish webhook. It takes only JSON (415 otherwise), checks
 * the signature over the raw body before anything is parsed, and a story event whose slug is made
 * of plain segments (no dot segment: it would read another story into the index). A valid event
 * marks stale the story's pages in every locale and the listings of its folders, and answers at
 * once with those tags (the pages render again on their next request, the old version serving
 * meanwhile and for as long as the CMS fails).
 *
 * A delivery already handled at the same content version within the replay window has no second
 * effect. It is answered 200 (`duplicate: true`): the CMS counts anything but a 2xx as a failed
 * delivery and tells the space's owner, and a genuine retry of a delivery that did its work is no
 * failure.
 */
export function createRevalidateHandler(deps: RevalidateDeps) {
  return async function POST(request: Request): Promise<Response> {
    const secret = deps.secret();
    if (!secret) return json({ error: 'Revalidation is not configured (REVALIDATE_SECRET)' }, 503);
    if (!isJson(request)) return json({ error: 'Webhook body must be JSON (Content-Type: application/json)' }, 415);
    let rawBody: string;
    try {
      // Capped whether the length is declared or the body comes chunked.
      rawBody = await readLimitedText(request, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyError) return json({ error: 'Webhook body too large' }, error.status);
      throw error;
    }
    if (!verifyWebhookSignature(rawBody, request.headers.get(WEBHOOK_SIGNATURE_HEADER), secret)) {
      return json({ error: `Invalid webhook signature (${WEBHOOK_SIGNATURE_HEADER})` }, 401);
    }
    const parsed = parseWebhookPayload(rawBody);
    if (!parsed.ok) return json({ error: 'Malformed webhook body', details: parsed.problem }, 400);
    const { event } = parsed;
    const story = { id: event.storyId, fullSlug: event.fullSlug };
    const version = await deps.contentVersion();
    const delivery = deliveryKey(rawBody, version);
    const deliveries = deps.deliveries();
    if (!(await deliveries.claim(delivery))) {
      return json({ revalidated: false, duplicate: true, action: event.action, story });
    }
    try {
      await deps.forget(event, version);
      const tags = tagsForEvent(event);
      for (const tag of tags) deps.revalidateTag(tag);
      await deps.afterRevalidate?.(event);
      return json({ revalidated: true, action: event.action, story, tags });
    } catch (error) {
      await deliveries.release(delivery);
      throw error;
    }
  };
}
