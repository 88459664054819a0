import { createHash } from 'node:crypto';
import { BodyError, readLimitedText } from '@clavis/http';
import { json } from '../jsonResponses';
import { expiresAtOnce, tagsForEvent } from '../../revalidate/cacheTags';
import { checkedSlug, parseWebhookPayload, type StoryEvent, type WebhookEvent } from '../../revalidate/webhookPayload';
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
  /**
   * Marks the pages of a tag stale (Next's revalidateTag): served as they are while they render
   * again, or with `expireNow` not served again at all (a story gone or moved).
   */
  revalidateTag: (tag: string, expireNow: boolean) => void;
  /**
   * The full slug of a published story, asked of the CMS by id (`cdn/stories/{id}`), for an event
   * without a usable one; null when the CMS has no published story of that id.
   */
  storySlug?: (storyId: number) => Promise<string | null>;
  /** The slug this process last read for a story (before it forgets it): a moved story's old URL, a deleted one's. */
  knownSlug?: (storyId: number) => Promise<string | undefined>;
  /** The CMS's `redirects` datasource changed: its rules are read again. */
  reloadRedirects?: (event: Extract<WebhookEvent, { kind: 'datasource' }>) => void | Promise<void>;
  /** Where an event that changes nothing here is logged. @default console.warn */
  log?: (line: string) => void;
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
 * `POST /api/revalidate`: the CMS's webhook. It takes only JSON (415 otherwise) and checks the
 * signature over the raw body before anything is parsed (401). Every signed event is then answered
 * 2xx, as the CMS counts anything else as a failed delivery and mails the space's owner:
 * - a story published, unpublished, deleted or moved marks stale the story's pages in every
 *   locale, every page showing it, the listings of its folders and the sitemap, and answers with
 *   those tags. Its slug is the webhook's when it is plain story segments, else the CMS's for its
 *   id, else the one this process last read, else none (every listing then). A published story's
 *   old page serves while the new one renders (and for as long as the CMS fails); a story gone or
 *   moved is not served again at its old URL;
 * - the `redirects` datasource saved: its rules are read again;
 * - anything else (assets, users, other datasources, a body that is no event): one log line.
 *
 * A story delivery already handled at the same content version within the replay window has no
 * second effect. It is answered 200 (`duplicate: true`): a genuine retry of a delivery that did its
 * work is no failure.
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
    const received = parseWebhookPayload(rawBody);
    const log = deps.log ?? ((line: string) => console.warn(line));
    if (received.kind === 'other') {
      log(`revalidate: webhook ${JSON.stringify(received.action)} ignored (${received.problem ?? (received.text || 'not a story or datasource event')})`);
      return json({ revalidated: false, ignored: true, action: received.action });
    }
    // A datasource's save raises the content version too: adopted here, the next reads ask for it.
    const version = await deps.contentVersion();
    if (received.kind === 'datasource') {
      if (received.datasourceSlug === REDIRECTS_DATASOURCE && deps.reloadRedirects) {
        await deps.reloadRedirects(received);
        return json({ revalidated: true, action: received.action, datasource: received.datasourceSlug });
      }
      log(`revalidate: datasource ${received.datasourceSlug} saved; nothing here reads it`);
      return json({ revalidated: false, ignored: true, action: received.action, datasource: received.datasourceSlug });
    }
    const delivery = deliveryKey(rawBody, version);
    const deliveries = deps.deliveries();
    if (!(await deliveries.claim(delivery))) {
      return json({ revalidated: false, duplicate: true, action: received.action, story: { id: received.storyId, fullSlug: received.fullSlug ?? '' } });
    }
    try {
      const event = await storyEventOf(received, deps, log);
      const story = { id: event.storyId, fullSlug: event.fullSlug };
      await deps.forget(event, version);
      const tags = tagsForEvent(event);
      const expireNow = expiresAtOnce(event);
      for (const tag of tags) deps.revalidateTag(tag, expireNow);
      await deps.afterRevalidate?.(event);
      return json({ revalidated: true, action: event.action, story, tags, ...(event.previousSlug && { previousSlug: event.previousSlug }) });
    } catch (error) {
      await deliveries.release(delivery);
      throw error;
    }
  };
}

const REDIRECTS_DATASOURCE = 'redirects';

/**
 * The story event with its slug: the webhook's, else the published story's as the CMS answers it
 * by id, else the one this process last read (a story unpublished or deleted is no longer answered
 * by id with the public token); empty when none knows it. A move's old slug is the one this
 * process last read, when it differs.
 */
async function storyEventOf(
  received: Extract<WebhookEvent, { kind: 'story' }>,
  deps: Pick<RevalidateDeps, 'storySlug' | 'knownSlug'>,
  log: (line: string) => void,
): Promise<StoryEvent> {
  const { action, storyId } = received;
  const known = await deps.knownSlug?.(storyId).catch(() => undefined);
  let fullSlug = received.fullSlug;
  if (fullSlug === undefined && (action === 'published' || action === 'moved') && deps.storySlug) {
    const answered = await deps.storySlug(storyId).catch((error: unknown) => {
      log(`revalidate: story ${storyId}'s slug not read from the CMS (${(error as Error).message})`);
      return null;
    });
    // The slug is the CMS's own, but it is indexed under its folder all the same: plain segments only.
    const checked = answered === null ? null : checkedSlug(answered);
    if (checked?.ok) fullSlug = checked.slug;
  }
  fullSlug ??= known;
  if (received.slugProblem) log(`revalidate: story ${storyId} ${action} with an unusable slug (${received.slugProblem}); followed as ${fullSlug ?? 'unknown'}`);
  if (fullSlug === undefined) log(`revalidate: story ${storyId} ${action} without a slug anyone knows: every listing refreshed`);
  const previousSlug = action === 'moved' && known !== undefined && known !== fullSlug ? known : undefined;
  return { action, storyId, fullSlug: fullSlug ?? '', ...(previousSlug !== undefined && { previousSlug }) };
}
