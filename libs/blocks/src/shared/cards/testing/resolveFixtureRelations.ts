// Test and story helper (excluded from the library build): what the CMS does for `resolve_relations`.
import type { Story } from '@clavis/cms-client';

type Blok = { _uid: string; component: string } & Record<string, unknown>;

/**
 * A copy of a fixture blok with its relation fields (`component.field`) replaced by the given
 * stories, as Storyblok's `resolve_relations` answers; uuids without a story stay uuids.
 */
export function resolveFixtureRelations<B extends Blok>(blok: B, relations: readonly string[], stories: readonly unknown[]): B {
  const byUuid = new Map((stories as Story[]).map((story) => [story.uuid, story]));
  // A shallow copy is enough: only top-level relation fields are replaced.
  const copy: Record<string, unknown> = { ...blok };
  for (const relation of relations) {
    const [component, field] = relation.split('.');
    if (component !== blok.component || !field) continue;
    const value = copy[field];
    if (typeof value === 'string') copy[field] = byUuid.get(value) ?? value;
    else if (Array.isArray(value)) copy[field] = value.map((item) => (typeof item === 'string' ? (byUuid.get(item) ?? item) : item));
  }
  return copy as B;
}

/** The BlockData a page loader would hand a listing block for these stories. */
export function fixtureBlockData(stories: readonly unknown[]): { stories: Story[]; total: number } {
  return { stories: [...(stories as Story[])], total: stories.length };
}
