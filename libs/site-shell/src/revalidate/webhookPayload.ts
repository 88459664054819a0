import { checkStoryPath } from '@clavis/cms-client';
import { z } from 'zod';

export type StoryAction = 'published' | 'unpublished' | 'deleted' | 'moved';
const STORY_ACTIONS: readonly StoryAction[] = ['published', 'unpublished', 'deleted', 'moved'];

/** A story event once its slug is known, as it is followed and sent to the other instances. */
export interface StoryEvent {
  action: StoryAction;
  storyId: number;
  /**
   * Without leading or trailing slash (`de/germany/uber-uns`; a start page is `de/germany`). Empty
   * when neither the webhook nor the CMS named it (a story unpublished or deleted without its
   * slug, and unknown to this process): its pages are reached by its id, every listing broadly.
   */
  fullSlug: string;
  /** The slug the story had before a move, when this process knew it: that URL redirects to the new one. */
  previousSlug?: string;
}

/**
 * What a signed webhook body says. Storyblok sends every event with `text`, `action` and
 * `space_id`; a story's carries `story_id` and mostly `full_slug` (a move may lack it), a
 * datasource's `datasource_slug`. Assets, users, workflows, releases... are `other`, as is anything
 * unreadable: the CMS counts any answer but a 2xx as a failed delivery and mails the space's owner.
 */
export type WebhookEvent =
  /** `fullSlug` undefined when the body had none, or one that is not plain story segments. */
  | { kind: 'story'; action: StoryAction; storyId: number; fullSlug?: string; slugProblem?: string }
  | { kind: 'datasource'; action: string; datasourceSlug: string }
  | { kind: 'other'; action: string; text: string; problem?: string };

const trimSlashes = (slug: string) => slug.replace(/^\/+|\/+$/g, '');

/**
 * A slug as plain story segments (`checkStoryPath`), or why not. It is read back from the CMS and
 * indexed under its own folder: a dot segment would read one folder's story (an extranet one) into
 * another's index.
 */
export function checkedSlug(raw: string): { ok: true; slug: string } | { ok: false; problem: string } {
  const slug = trimSlashes(raw.trim());
  if (!slug) return { ok: false, problem: 'empty' };
  const checked = checkStoryPath(slug);
  return checked.ok ? { ok: true, slug } : { ok: false, problem: checked.problem };
}

const bodySchema = z.looseObject({
  action: z.string().optional().catch(undefined),
  text: z.string().optional().catch(undefined),
  story_id: z.number().int().positive().optional().catch(undefined),
  full_slug: z.string().optional().catch(undefined),
  datasource_slug: z.string().trim().min(1).optional().catch(undefined),
});

/** The raw webhook body as the event it is; never fails (see `WebhookEvent`). */
export function parseWebhookPayload(rawBody: string): WebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { kind: 'other', action: '', text: '', problem: 'body is not JSON' };
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) return { kind: 'other', action: '', text: '', problem: 'body is not a JSON object' };
  const { action = '', text = '', story_id, full_slug, datasource_slug } = parsed.data;
  // An asset's `deleted` has an `asset_id`, no `story_id`.
  if (story_id !== undefined && (STORY_ACTIONS as readonly string[]).includes(action)) {
    const event = { kind: 'story' as const, action: action as StoryAction, storyId: story_id };
    if (full_slug === undefined) return event;
    const checked = checkedSlug(full_slug);
    return checked.ok ? { ...event, fullSlug: checked.slug } : { ...event, slugProblem: `full_slug: ${checked.problem}` };
  }
  if (datasource_slug !== undefined && (action === 'entries_updated' || action === 'datasource_entry_saved'))
    return { kind: 'datasource', action, datasourceSlug: datasource_slug };
  return { kind: 'other', action, text };
}
