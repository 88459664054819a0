/** @jest-environment node */
import { createSearchEngine } from './createSearchEngine';
import type { SearchLocale } from '../language/stemmers';
import { fixtureStory, fixtureUrl, germanStories, romanianStories, russianStories } from '../testing/fixtureStories';
import type { IndexableStory } from '../records/storyRecord';
import { createPublicSearchHandler } from '../protocol/createSearchRoutes';

const storiesOf: Partial<Record<SearchLocale, () => IndexableStory[]>> = { de: germanStories, ro: romanianStories, ru: russianStories };

describe('an index per locale', () => {
  it("answers each locale's index from that locale's stories only, loading each locale once", async () => {
    const loaded: SearchLocale[] = [];
    const engine = createSearchEngine({
      market: 'global',
      locales: ['de', 'ro', 'ru'],
      loadStories: async (locale) => {
        loaded.push(locale);
        return storiesOf[locale]?.() ?? [];
      },
      urlOf: fixtureUrl,
    });
    const handle = createPublicSearchHandler(engine);
    const titles = async (indexName: string) => {
      const answer = await handle(new Request('http://search.test/api/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests: [{ indexName, params: { query: '', hitsPerPage: 100 } }] }) }));
      const { results } = (await answer.json()) as { results: { hits: { title: string }[] }[] };
      return results[0]?.hits.map((hit) => hit.title).sort();
    };
    expect(await titles('global_ro')).toEqual(['Cheie de siguranţă', 'Cheile tale, protejate', 'Chei auto', 'Despre noi'].sort());
    expect(await titles('global_ru')).toEqual(['Автомобильные ключи', 'Заготовки ключей', 'О нас'].sort());
    expect(await titles('global_de')).toContain('Futura');
    expect(await titles('global_de')).not.toContain('Despre noi');
    expect(loaded.sort()).toEqual(['de', 'ro', 'ru']);
  });
});

describe('refresh', () => {
  const titlesIn = async (engine: ReturnType<typeof createSearchEngine>) => (await engine.index('de')).records().map((record) => record.title);

  it('builds again in the background: the old index answers until the new one is complete, and an update made meanwhile reaches both', async () => {
    const published = [...germanStories()];
    let release: (() => void) | undefined;
    let loads = 0;
    const engine = createSearchEngine({
      market: 'germany',
      locales: ['de'],
      loadStories: async () => {
        loads += 1;
        const stories = [...published];
        // The second load (the refresh) waits until the test lets it finish, as a paced CMS would.
        if (loads > 1) await new Promise<void>((done) => (release = done));
        return stories;
      },
      urlOf: fixtureUrl,
    });
    const before = await titlesIn(engine);
    // A story published while this instance did not hear of it, then one it hears of during the rebuild.
    published.push(fixtureStory('de/germany/neu/missed', { component: 'page', title: 'Verpasste Seite' }));
    const refreshed = engine.refresh();
    await new Promise((done) => setTimeout(done, 10));
    expect(await titlesIn(engine)).toEqual(before);
    const heard = fixtureStory('de/germany/neu/heard', { component: 'page', title: 'Gehörte Seite' });
    await engine.update(heard.full_slug, heard);
    expect(await titlesIn(engine)).toContain('Gehörte Seite');
    expect(await titlesIn(engine)).not.toContain('Verpasste Seite');
    release?.();
    await refreshed;
    expect(await titlesIn(engine)).toEqual(expect.arrayContaining(['Verpasste Seite', 'Gehörte Seite']));
    expect(loads).toBe(2);
  });

  it('runs once more for a call made while it runs, and keeps the old index when a build fails', async () => {
    let loads = 0;
    let fail = false;
    const engine = createSearchEngine({
      market: 'germany',
      locales: ['de'],
      loadStories: async () => {
        loads += 1;
        if (fail) throw new Error('CMS down');
        return germanStories();
      },
      urlOf: fixtureUrl,
    });
    const before = await titlesIn(engine);
    await Promise.all([engine.refresh(), engine.refresh(), engine.refresh()]);
    expect(loads).toBe(3);
    fail = true;
    await expect(engine.refresh()).rejects.toThrow('CMS down');
    expect(await titlesIn(engine)).toEqual(before);
  });
});
