import { resolveRelations, type Story } from '@clavis/cms-client';
import { withoutExtranetStories } from '../../cms/publicStories';

export interface LiveStoryDeps {
  /** The relation fields pages resolve (`component.field`). */
  relations: readonly string[];
  /** Draft stories by uuid, for relations the editor chose that the loaded story did not hold. */
  storiesByUuid(uuids: readonly string[]): Promise<readonly Story[]>;
}

type Node = Record<string, unknown>;
const isRecord = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStoryObject = (value: Node) => typeof value['uuid'] === 'string' && typeof value['full_slug'] === 'string' && isRecord(value['content']);

/** Visits every object of a content tree, never descending into a resolved story. */
function eachObject(node: unknown, visit: (record: Node) => void): void {
  if (Array.isArray(node)) return node.forEach((item) => eachObject(item, visit));
  if (!isRecord(node)) return;
  visit(node);
  if (isStoryObject(node)) return;
  for (const value of Object.values(node)) eachObject(value, visit);
}

function fieldsByComponent(relations: readonly string[]): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const name of relations) {
    const [component, field] = name.split('.');
    if (component && field) fields.set(component, [...(fields.get(component) ?? []), field]);
  }
  return fields;
}

/** The uuids still standing in relation fields of a content tree. */
function unresolvedRelations(content: unknown, fields: Map<string, string[]>): string[] {
  const uuids = new Set<string>();
  eachObject(content, (record) => {
    if (typeof record['component'] !== 'string') return;
    for (const field of fields.get(record['component']) ?? []) {
      const value = record[field];
      for (const item of Array.isArray(value) ? value : [value]) if (typeof item === 'string' && item !== '') uuids.add(item);
    }
  });
  return [...uuids];
}

/** The stories a loaded story's content already holds resolved (its relations). */
function resolvedStories(content: unknown): Story[] {
  const stories: Story[] = [];
  eachObject(content, (record) => {
    if (isStoryObject(record)) stories.push(record as unknown as Story);
  });
  return stories;
}

/**
 * The story the visual editor sent with an `input` event, made what a page render reads: its
 * relations resolved (from the stories the loaded draft holds, the rest asked of the CMS) and
 * nothing of the extranet inside. Only the loaded story may be replaced, by content of the same
 * type: anything else is null, and the page keeps what the CMS answered.
 */
export async function liveStory(input: unknown, loaded: Story, deps: LiveStoryDeps): Promise<Story | null> {
  if (!isRecord(input) || input['id'] !== loaded.id || !isRecord(input['content'])) return null;
  const content = structuredClone(input['content']) as Story['content'];
  if (content.component !== loaded.content.component) return null;
  const story: Story = { ...loaded, name: typeof input['name'] === 'string' ? input['name'] : loaded.name, content };
  const fields = fieldsByComponent(deps.relations);
  resolveRelations([story], { relations: deps.relations, rels: resolvedStories(loaded.content) });
  const missing = unresolvedRelations(story.content, fields);
  if (missing.length > 0) resolveRelations([story], { relations: deps.relations, rels: await deps.storiesByUuid(missing) });
  return withoutExtranetStories(story);
}
