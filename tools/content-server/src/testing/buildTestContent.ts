import type { ContentData, StoredStory } from '../types';

/** A uuid made from a number, so test content is the same every run. */
export function testUuid(n: number): string {
  const hex = n.toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex}`;
}

export function testStory(n: number, fullSlug: string, content: Record<string, unknown>, extra: Partial<StoredStory> = {}): StoredStory {
  const slug = fullSlug.replace(/\/$/, '').split('/').pop() as string;
  return {
    id: 1000 + n,
    uuid: testUuid(n),
    name: `Story ${n}`,
    slug,
    full_slug: fullSlug,
    content: { _uid: `uid-${n}`, component: 'page', ...content },
    published: true,
    created_at: '2026-01-01T00:00:00.000Z',
    published_at: '2026-01-02T00:00:00.000Z',
    first_published_at: '2026-01-02T00:00:00.000Z',
    is_startpage: fullSlug.endsWith('/'),
    group_id: `group-${n}`,
    position: n,
    tag_list: [],
    sort_by_date: null,
    ...extra,
  };
}

/**
 * The content the client tests read: `listSize` products under `en/global/list/`, a hub story whose
 * `related` field holds `relations` of their uuids, a draft-only story, a German alternate, and a
 * `redirects` datasource.
 */
export function buildTestContent({ listSize = 137, relations = 120 } = {}): ContentData {
  const stories: StoredStory[] = [];
  for (let n = 1; n <= listSize; n += 1) {
    stories.push(
      testStory(n, `en/global/list/item-${String(n).padStart(3, '0')}`, {
        component: 'product',
        title: `Item ${n}`,
        price: n * 10,
        tags: n % 2 === 0 ? ['even'] : ['odd'],
        date: `2026-0${(n % 9) + 1}-15 10:00`,
      }),
    );
  }
  const related = stories.slice(0, relations).map((story) => story.uuid);
  stories.push(
    testStory(5000, 'en/global/hub', {
      component: 'hub',
      related,
      link: { fieldtype: 'multilink', linktype: 'story', id: testUuid(1), cached_url: 'en/global/list/item-001' },
    }),
    testStory(5001, 'en/global/', { component: 'home', title: 'Home' }, { group_id: 'home' }),
    testStory(5002, 'de/global/', { component: 'home', title: 'Startseite' }, { group_id: 'home' }),
    testStory(5003, 'en/global/draft-only', { component: 'page', title: 'Draft' }, {
      published: false,
      published_at: null,
      first_published_at: null,
    }),
  );
  return {
    space: { id: 1, name: 'test', domain: 'http://127.0.0.1/', version: 1_700_000_000 },
    stories,
    datasources: {
      redirects: Array.from({ length: 30 }, (_, index) => ({
        id: index + 1,
        name: `/old/path-${index}`,
        value: `/new/path-${index}`,
        dimension_value: null,
      })),
    },
  };
}
