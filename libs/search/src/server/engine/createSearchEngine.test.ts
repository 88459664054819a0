/** @jest-environment node */
import { createSearchEngine } from './createSearchEngine';
import type { SearchLocale } from '../language/stemmers';
import { fixtureUrl, germanStories, romanianStories, russianStories } from '../testing/fixtureStories';
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
