import type { Story } from '@clavis/cms-client';

/** `de/extranet/...`: a story only `/api/extranet/*` may hand out, to a verified partner (DESIGN.md section 6). */
export function isExtranetSlug(fullSlug: string): boolean {
  return fullSlug.replace(/^\/+/, '').split('/')[1] === 'extranet';
}

function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  // A relation or link that the CMS resolved to an extranet story stays an unresolved uuid.
  if (typeof record['full_slug'] === 'string' && typeof record['uuid'] === 'string' && 'content' in record && isExtranetSlug(record['full_slug'])) {
    return record['uuid'];
  }
  if (record['linktype'] === 'story' && typeof record['cached_url'] === 'string' && isExtranetSlug(record['cached_url']) && 'story' in record) {
    const { story: _resolved, ...link } = record;
    return link;
  }
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, scrub(item)]));
}

/**
 * A public story without anything of the extranet inside: a relation or link an editor pointed at
 * an extranet story is not resolved into a public page (its title, files) but left as a uuid.
 */
export function withoutExtranetStories(story: Story): Story {
  return { ...story, content: scrub(story.content) as Story['content'] };
}
