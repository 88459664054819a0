import { checkStoryPath } from '@clavis/cms-client';
import { z } from 'zod';

/**
 * Storyblok's story webhook body: `{ text, action, space_id, story_id, full_slug }`, `action` being
 * published, unpublished, deleted or moved, `full_slug` plain story segments (`checkStoryPath`).
 * Other events (datasources, releases...) are refused.
 */
const storyEventSchema = z.object({
  action: z.enum(['published', 'unpublished', 'deleted', 'moved']),
  story_id: z.number().int().positive(),
  full_slug: z
    .string()
    .trim()
    .min(1)
    .transform((slug) => slug.replace(/^\/+|\/+$/g, ''))
    // The slug is read back from the CMS and indexed under its own folder: a dot segment would
    // read one folder's story (an extranet one) into another's index.
    .superRefine((slug, context) => {
      const checked = checkStoryPath(slug);
      if (!checked.ok) context.addIssue({ code: 'custom', message: checked.problem });
    }),
  space_id: z.number().int().optional(),
  text: z.string().optional(),
});

export interface StoryEvent {
  action: z.infer<typeof storyEventSchema>['action'];
  storyId: number;
  /** Without leading or trailing slash (`de/germany/uber-uns`; a start page is `de/germany`). */
  fullSlug: string;
}

export type PayloadParse = { ok: true; event: StoryEvent } | { ok: false; problem: string };

/** The raw webhook body as a story event, or why it is not one. */
export function parseWebhookPayload(rawBody: string): PayloadParse {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, problem: 'body is not JSON' };
  }
  const parsed = storyEventSchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, problem: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ') };
  }
  const { action, story_id, full_slug } = parsed.data;
  return { ok: true, event: { action, storyId: story_id, fullSlug: full_slug } };
}
