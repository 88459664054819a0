/** @jest-environment node */
import { createSearchIndex } from '../engine/createSearchIndex';
import { recordsOf } from '../engine/createSearchEngine';
import { publicSearchTypes } from '../records/storyRecord';
import { searchParams } from '../protocol/searchParams';
import { fixtureUrl, germanStories, romanianStories, russianStories } from '../testing/fixtureStories';
import type { IndexableStory } from '../records/storyRecord';
import type { SearchLocale } from './stemmers';
import { foldText } from './foldText';
import { typoDistance, transpositions } from './typoTolerance';

function indexOf(locale: SearchLocale, stories: IndexableStory[]) {
  return createSearchIndex({ name: `test_${locale}`, locale, records: recordsOf(stories, { urlOf: fixtureUrl }, publicSearchTypes) });
}

function titles(index: ReturnType<typeof indexOf>, query: string): string[] {
  return index.search(searchParams({ query, hitsPerPage: 50 })).hits.map((hit) => String(hit.title));
}

describe('German', () => {
  const index = indexOf('de', germanStories());

  it.each(['schlussel', 'Schluessel', 'schlüssel', 'SCHLÜSSEL '])('"%s" finds the Schlüssel pages', (query) => {
    const found = titles(index, query);
    expect(found).toEqual(expect.arrayContaining(['Der Schlüssel zum Erfolg', 'Ersatz bestellen', 'Schlüsselrohlinge']));
    expect(found).not.toContain('Clavis auf der Messe 2026');
  });

  it('folds ß as ss and the transcriptions as the umlauts', () => {
    expect(foldText('Straße', 'de')).toBe(foldText('STRASSE', 'de'));
    expect(foldText('Fräsmaschine', 'de')).toBe(foldText('Fraesmaschine', 'de'));
  });

  it('matches a swapped pair of letters as one typo: "futrua" finds Futura', () => {
    expect(titles(index, 'futrua').slice(0, 2)).toEqual(expect.arrayContaining(['Futura', 'Futura Pro']));
    expect(transpositions('futrua')).toContain('futura');
    expect(typoDistance('futrua', 'futura', 1)).toBe(1);
  });

  it('allows no typo below 5 letters and two from 9', () => {
    expect(titles(index, 'arcx ')).toEqual([]);
    expect(titles(index, 'Schlusselrohlnge ')).toContain('Schlüsselrohlinge');
  });

  it('matches the last word as a prefix while typing, not after a space', () => {
    expect(titles(index, 'Futu')).toEqual(expect.arrayContaining(['Futura', 'Futura Pro']));
    expect(titles(index, 'Futu ')).toEqual([]);
  });

  it.each([
    ['FU-100', 'Futura'],
    ['fu-100', 'Futura'],
    ['AR-50', 'Arca AR-50'],
    ['AR-52', 'Arca AR-52'],
  ])('the product code %s finds its product only', (code, title) => {
    expect(titles(index, code)).toEqual([title]);
  });

  it('never answers a typo for a code', () => {
    expect(titles(index, 'AR-51')).toEqual([]);
  });

  it('does not index the site configuration', () => {
    expect(titles(index, 'Clavis Schlüssel').every((title) => title !== 'Clavis Schlüssel')).toBe(true);
  });
});

describe('Romanian', () => {
  const index = indexOf('ro', romanianStories());

  it.each(['cheie', 'chei', 'cheile'])('"%s" finds the key pages', (query) => {
    const found = titles(index, query);
    expect(found).toEqual(expect.arrayContaining(['Chei auto', 'Cheie de siguranţă', 'Cheile tale, protejate']));
    expect(found).not.toContain('Despre noi');
  });

  it.each(['siguranță', 'siguranţă', 'siguranta'])('"%s" finds the page spelled with ţ', (query) => {
    expect(titles(index, query)).toEqual(['Cheie de siguranţă']);
  });

  it.each(['mașini', 'maşini', 'masini', 'uși', 'uşi', 'București', 'Bucureşti'])('"%s" matches whichever of ș and ş the page used', (query) => {
    expect(titles(index, query).length).toBe(1);
  });
});

describe('Russian', () => {
  const index = indexOf('ru', russianStories());

  it('"ключ" finds ключи', () => {
    expect(titles(index, 'ключ ')).toEqual(expect.arrayContaining(['Автомобильные ключи', 'Заготовки ключей']));
    expect(titles(index, 'ключ ')).not.toContain('О нас');
  });

  it('folds ё as е', () => {
    expect(titles(index, 'всё')).toEqual(titles(index, 'все'));
    expect(titles(index, 'все')).toEqual(['Заготовки ключей']);
  });
});

describe('every locale', () => {
  it.each([
    ['en', 'Key cutting machines', 'machine'],
    ['es', 'Máquinas de llaves', 'maquina'],
    ['pt', 'Máquinas de chaves', 'maquina'],
    ['fr', 'Machines à clés', 'cle'],
    ['it', 'Macchine per chiavi', 'chiave'],
    ['nl', 'Sleutelmachines', 'sleutelmachine'],
  ] as const)('%s stems and folds: "%s" is found by "%s"', (locale, title, query) => {
    const index = indexOf(locale, [{ uuid: 'x', name: title, full_slug: `${locale}/global/x`, content: { component: 'page', title } }]);
    expect(titles(index, `${query} `)).toEqual([title]);
  });
});
