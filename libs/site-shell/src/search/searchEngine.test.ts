/** @jest-environment node */
import { updateSearchIndex } from './searchEngine';

function services() {
  const calls: string[] = [];
  return {
    calls,
    searchEngine: {
      update: async (fullSlug: string, story: unknown) => void calls.push(`update ${fullSlug} ${story ? 'story' : 'null'}`),
      refresh: async () => void calls.push('refresh'),
    },
    publishedStory: async (fullSlug: string) => ({ full_slug: fullSlug }) as never,
  };
}

describe('updateSearchIndex', () => {
  it('drops an unpublished story and reads a published one again', async () => {
    const s = services();
    await updateSearchIndex(s, { action: 'unpublished', fullSlug: 'de/germany/news/a' });
    await updateSearchIndex(s, { action: 'published', fullSlug: 'de/germany/news/b' });
    expect(s.calls).toEqual(['update de/germany/news/a null', 'update de/germany/news/b story']);
  });

  it('drops a moved story from its old slug and indexes it at the new one', async () => {
    const s = services();
    await updateSearchIndex(s, { action: 'moved', fullSlug: 'de/germany/news/new', previousSlug: 'de/germany/news/old' });
    expect(s.calls).toEqual(['update de/germany/news/old null', 'update de/germany/news/new story']);
  });

  it('reads the index again whole for a story gone whose slug nobody knew', async () => {
    const s = services();
    await updateSearchIndex(s, { action: 'deleted', fullSlug: '' });
    expect(s.calls).toEqual(['refresh']);
  });
});
