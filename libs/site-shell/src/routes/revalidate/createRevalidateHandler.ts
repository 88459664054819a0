import { BodyError, readLimitedText } from '@clavis/http';
import { json } from '../jsonResponses';
import { tagsForEvent } from '../../revalidate/cacheTags';
import { parseWebhookPayload, type StoryEvent } from '../../revalidate/webhookPayload';
import { verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from './webhookSignature';

/** Storyblok's story webhooks are a few hundred bytes; anything far larger is not one. */
const MAX_BODY_BYTES = 64 * 1024;

export interface RevalidateDeps {
  /** The webhook secret; undefined when none is configured (the route then refuses every call). */
  secret: () => string | undefined;
  /** Drops what the server process holds of published content before the pages render again. */
  forget: (event: StoryEvent) => void | Promise<void>;
  /** Marks the pages of a tag stale (Next's revalidateTag). */
  revalidateTag: (tag: string) => void;
  /**
   * What else follows the publish once the pages are marked stale (the search index); awaited
   * before the answer, but never ahead of the pages.
   */
  afterRevalidate?: (event: StoryEvent) => Promise<void>;
}

/**
 * `POST /api/revalidate`: the CMS's publish webhook. The signature is checked over the raw body
 * before anything is parsed; a valid story event marks stale the story's pages in every locale and
 * the listings of its folders, and answers at once with those tags (the pages render again on
 * their next request, the old version serving meanwhile and for as long as the CMS fails).
 */
export function createRevalidateHandler(deps: RevalidateDeps) {
  return async function POST(request: Request): Promise<Response> {
    const secret = deps.secret();
    if (!secret) return json({ error: 'Revalidation is not configured (REVALIDATE_SECRET)' }, 503);
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

    await deps.forget(parsed.event);
    const tags = tagsForEvent(parsed.event);
    for (const tag of tags) deps.revalidateTag(tag);
    await deps.afterRevalidate?.(parsed.event);
    return json({
      revalidated: true,
      action: parsed.event.action,
      story: { id: parsed.event.storyId, fullSlug: parsed.event.fullSlug },
      tags,
    });
  };
}
