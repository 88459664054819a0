import type { Story } from '@clavis/cms-client';
import { z } from 'zod';

/** A resolved relation: the story object Storyblok puts in place of the uuid (`resolve_relations`). */
const resolvedStorySchema = z.lazy(() =>
  z.looseObject({
    uuid: z.string(),
    full_slug: z.string(),
    name: z.string(),
    content: z.looseObject({ component: z.string() }),
  }),
);

/**
 * A relation field as the page loader hands it over: the story when it was resolved, its uuid when
 * it was not (an unpublished story, or past the CMS's inline limit).
 */
export const relationValueSchema = z.lazy(() => z.union([z.string().min(1), resolvedStorySchema]));
export type RelationValue = z.infer<typeof relationValueSchema>;

/** A multi-relation field: missing or null means none chosen. */
export const relationListSchema = z.lazy(() =>
  z
    .array(relationValueSchema)
    .nullish()
    .transform((values) => values ?? []),
);

/** The resolved story of a relation value, when it is one of the given content types. */
export function resolvedStory(
  value: RelationValue | undefined,
  contentTypes?: readonly string[],
): Story | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (contentTypes && !contentTypes.includes(value.content.component)) return undefined;
  return value as unknown as Story;
}

/** The resolved stories of a multi-relation field, in the editor's order; unresolved uuids are skipped. */
export function resolvedStories(
  values: readonly RelationValue[],
  contentTypes?: readonly string[],
): Story[] {
  return values
    .map((value) => resolvedStory(value, contentTypes))
    .filter((story): story is Story => story !== undefined);
}
