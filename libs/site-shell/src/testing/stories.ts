import { CmsClientError, type Story } from '@clavis/cms-client';

let id = 0;

/** A published story as the CDN answers it, with just the fields a test names. */
export function story(fullSlug: string, content: Record<string, unknown> = {}, extra: Partial<Story> = {}): Story {
  id += 1;
  return {
    id,
    uuid: `uuid-${id}`,
    name: (content['title'] as string | undefined) ?? fullSlug.split('/').filter(Boolean).pop() ?? fullSlug,
    slug: fullSlug.split('/').filter(Boolean).pop() ?? '',
    full_slug: fullSlug,
    content: { component: 'page', _uid: `c-${id}`, title: 'Title', body: [], ...content },
    created_at: '2026-01-01T00:00:00.000Z',
    published_at: '2026-01-02T00:00:00.000Z',
    first_published_at: '2026-01-02T00:00:00.000Z',
    is_startpage: fullSlug.endsWith('/'),
    parent_id: null,
    group_id: `group-${id}`,
    lang: 'default',
    alternates: [],
    position: id,
    tag_list: [],
    sort_by_date: null,
    path: null,
    ...extra,
  } as Story;
}

/** A CMS client over a fixed list of stories that counts what it is asked. */
export function fakeClient(stories: Story[]) {
  const calls: string[] = [];
  const trim = (slug: string) => slug.replace(/^\/+|\/+$/g, '');
  return {
    calls,
    async getAll(params: { starts_with?: string } = {}) {
      calls.push(`getAll ${params.starts_with ?? ''}`);
      return stories.filter((item) => item.full_slug.startsWith(params.starts_with ?? ''));
    },
    async get(slug: string) {
      calls.push(`get ${slug}`);
      const found = stories.find((item) => trim(item.full_slug) === trim(slug));
      if (!found) throw new CmsClientError('Not found', { status: 404 });
      return { story: found, cv: 1, rels: [], links: [] };
    },
  };
}
