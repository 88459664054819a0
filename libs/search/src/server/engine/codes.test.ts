/** @jest-environment node */
import { searchParams } from '../protocol/searchParams';
import { recordsOf } from './createSearchEngine';
import { createSearchIndex } from './createSearchIndex';
import { publicSearchTypes } from '../records/storyRecord';
import { fixtureStory, fixtureUrl, germanStories } from '../testing/fixtureStories';

const news = fixtureStory('de/germany/nachrichten/fu-100-neu', { component: 'news', title: 'Neue Software für die Futura', date: '2026-02-01 10:00', excerpt: 'Die FU-100 fräst jetzt schneller.' });
const index = createSearchIndex({ name: 'germany_de', locale: 'de', records: recordsOf([...germanStories(), news], { urlOf: fixtureUrl }, publicSearchTypes) });
const search = (query: string) => index.search(searchParams({ query, hitsPerPage: 50 })).hits;
const products = (query: string) => search(query).filter((hit) => hit.type === 'product').map((hit) => hit.title);

describe('product codes as typed', () => {
  it.each(['FU-100', 'FU 100', 'fu100', 'FU100', 'fu-100', 'Fu 100 ', 'fu.100'])('%s puts Futura first and no other product', (query) => {
    expect(search(query)[0]).toMatchObject({ title: 'Futura', code: 'FU-100' });
    expect(products(query)).toEqual(['Futura']);
  });

  it('finds a page that mentions the code after the product itself', () => {
    expect(search('fu 100').map((hit) => hit.title)).toEqual(['Futura', 'Neue Software für die Futura']);
  });

  it('lists the codes a prefix typed with its separator begins, and only those', () => {
    expect(products('FU-').sort()).toEqual(['Futura', 'Futura Pro']);
    expect(products('ar-').sort()).toEqual(['Arca AR-50', 'Arca AR-52']);
    expect(products('AR-5').sort()).toEqual(['Arca AR-50', 'Arca AR-52']);
    expect(products('AR 5').sort()).toEqual(['Arca AR-50', 'Arca AR-52']);
  });

  it('tolerates no typo in a code', () => {
    expect(products('FU-101')).toEqual([]);
    expect(products('FU-10 ')).toEqual([]);
    expect(products('UF-100')).toEqual([]);
  });

  it('keeps a word with a dash a word when no code begins with it', () => {
    expect(search('Schlüssel-').length).toBeGreaterThan(0);
  });

  it('highlights the code, not the words its prefix begins', () => {
    const futura = index.search(searchParams({ query: 'FU-', attributesToHighlight: ['title', 'code'] })).hits.find((hit) => hit.title === 'Futura');
    expect(futura!._highlightResult.code!.value).toBe('<em>FU-100</em>');
    expect(futura!._highlightResult.title!.value).toBe('Futura');
    expect(search('FU 100')[0]!._highlightResult.code!.value).toBe('<em>FU-100</em>');
  });
});
