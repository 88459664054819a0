/** Where a story's bloks come from, as the visual editor addresses them. */
export interface EditableOrigin {
  spaceId: number;
  storyId: number;
}

const isBlok = (value: Record<string, unknown>) => typeof value['component'] === 'string' && typeof value['_uid'] === 'string';

/**
 * The comment Storyblok puts in every blok's `_editable` in a draft answer, byte for byte: its
 * JSON is written with `", "` and `": "` between items (as the CDN does), the space and story ids
 * as strings.
 */
export function editableComment(name: string, uid: string, { spaceId, storyId }: EditableOrigin): string {
  const json = [
    ['name', name],
    ['space', String(spaceId)],
    ['uid', uid],
    ['id', String(storyId)],
  ]
    .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
    .join(', ');
  return `<!--#storyblok#{${json}}-->`;
}

/**
 * A copy of a story's content in which every blok (the root, nested bloks, bloks inside rich
 * text) carries its `_editable` comment, as a draft answer of the CDN has them; the stored
 * content is left as it is.
 */
export function withEditable<T>(content: T, origin: EditableOrigin): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const record = node as Record<string, unknown>;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) copy[key] = walk(value);
    if (isBlok(record)) copy['_editable'] = editableComment(record['component'] as string, record['_uid'] as string, origin);
    return copy;
  };
  return walk(content) as T;
}
