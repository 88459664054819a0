/** @jest-environment node */
import { fixtureStory, fixtureUrl } from '../testing/fixtureStories';
import { storyRecord, type IndexableStory } from './storyRecord';

const category = fixtureStory('de/global/kategorien/maschinen-fahrzeugschluessel', { component: 'category', title: 'Maschinen für Fahrzeugschlüssel', description: 'Fräsmaschinen.' }, 'cat-machines');
const arca = fixtureStory('de/global/produkte/arca-ar50', { component: 'product', name: 'Arca AR-50', code: 'AR-50', description: 'Rohling für Zylinderschlösser.' }, 'prod-ar50');

/** Futura as the site reads it: `resolve_relations` put the category and related stories in place of their uuids. */
function resolvedFutura(): IndexableStory {
  return fixtureStory(
    'de/global/produkte/futura',
    {
      component: 'product',
      name: 'Futura',
      code: 'FU-100',
      kind: 'machine',
      segment: 'automotive',
      description: 'Elektronische Schlüsselfräsmaschine.',
      category,
      related: [arca],
      body: [{ component: 'link_block', link: { fieldtype: 'multilink', linktype: 'story', id: 'prod-ar50', story: arca, text: 'Mehr' } }],
    },
    'prod-futura',
  );
}

const context = { urlOf: fixtureUrl, categoryTitle: () => undefined };

describe('storyRecord', () => {
  it("is the story's own fields: category by name, kind, segment, code; no related story's text", () => {
    const record = storyRecord(resolvedFutura(), context)!;
    expect(record).toMatchObject({ objectID: 'prod-futura', title: 'Futura', type: 'product', code: 'FU-100', kind: 'machine', segment: 'automotive', category: 'Maschinen für Fahrzeugschlüssel', categoryId: 'cat-machines' });
    expect(record.text).toContain('Schlüsselfräsmaschine');
    expect(record.text).not.toMatch(/AR-50|Rohling|Fräsmaschinen/);
    expect(JSON.stringify(record)).not.toContain('AR-50');
  });

  it('takes the category from a uuid too (relations not resolved), preferring the index own category title', () => {
    const futura = fixtureStory('de/global/produkte/futura', { component: 'product', name: 'Futura', code: 'FU-100', category: 'cat-machines' }, 'prod-futura');
    expect(storyRecord(futura, { urlOf: fixtureUrl, categoryTitle: (uuid) => (uuid === 'cat-machines' ? 'Maschinen' : undefined) })).toMatchObject({ category: 'Maschinen', categoryId: 'cat-machines' });
  });

  it('gives dated stories their date in epoch seconds and their year as a number', () => {
    const news = fixtureStory('de/germany/nachrichten/messe', { component: 'news', title: 'Messe', date: '2026-03-01 10:00' });
    expect(storyRecord(news, context)).toMatchObject({ date: Date.UTC(2026, 2, 1, 10) / 1000, year: 2026 });
  });
});
