/** @jest-environment node */
import { matchesFilter, type Filter } from '../engine/filters';
import type { SearchRecord } from '../engine/types';
import { parseFacetFilters, parseFilters, parseNumericFilters, parseTagFilters } from './filterSyntax';
import { SearchRequestError } from './searchParams';

const record = (fields: Partial<SearchRecord>): SearchRecord => ({ objectID: 'x', fullSlug: 'x', title: 'x', text: '', type: 'page', url: '/x', ...fields });
const news2025 = record({ type: 'news', year: 2025, date: 1_740_000_000 });
const news2026 = record({ type: 'news', year: 2026, date: 1_770_000_000 });
const futura = record({ type: 'product', category: 'Car keys', kind: 'machine', code: 'FU-100', _tags: ['machine', 'automotive'] });
const page = record({ type: 'page' });
const all = [news2025, news2026, futura, page];
const passing = (filter: Filter) => all.filter((item) => matchesFilter(item, filter));

describe('filters (Algolia syntax)', () => {
  it.each([
    ['type:news', [news2025, news2026]],
    ['type:"news"', [news2025, news2026]],
    ['category:"Car keys"', [futura]],
    ["category:'Car keys'", [futura]],
    ['code:FU-100', [futura]],
    ['year:2025', [news2025]],
    ['date >= 1750000000', [news2026]],
    ['date>=1750000000', [news2026]],
    ['date < 1750000000', [news2025]],
    ['year != 2025', [news2026]],
    ['year = 2026', [news2026]],
    ['year:2024 TO 2025', [news2025]],
    ['date:1740000000 TO 1770000000', [news2025, news2026]],
    ['NOT type:news', [futura, page]],
    ['type:news AND NOT year:2025', [news2026]],
    ['type:product OR year:2026', [news2026, futura]],
    ['type:page OR type:news AND year:2026', [news2026, page]],
    ['(type:page OR type:news) AND NOT (year:2025 OR year:2026)', [page]],
    ['NOT NOT type:page', [page]],
    ['_tags:machine', [futura]],
    ['  ', all],
  ])('%s', (text, expected) => {
    expect(passing(parseFilters(text))).toEqual(expected);
  });

  it.each([
    ['type:', "filters: Unexpected token end of filter expected a value at col 6"],
    ['type:news AND', 'filters: Unexpected token end of filter expected an attribute at col 14'],
    ['(type:news', "filters: Unexpected token end of filter expected ')' at col 11"],
    ['type:news)', "filters: Unexpected token ')' expected AND, OR or end of filter at col 10"],
    ['type:news year:2025', "filters: Unexpected token 'year' expected AND, OR or end of filter at col 11"],
    ['date > soon', "filters: Unexpected token 'soon' expected a number at col 8"],
    ['year:2024 TO', 'filters: Unexpected token end of filter expected a number at col 13'],
    ['type:"news', 'filters: Unterminated string at col 6'],
    ['title:Futura', 'filters: Attribute "title" is not in attributesForFaceting, filtering on it is not possible at col 1'],
    ['type > 3', 'filters: Attribute "type" is not in numericAttributesForFiltering, numeric filtering on it is not possible at col 1'],
    ['type:a TO 3', 'filters: Attribute "type" is not in numericAttributesForFiltering, numeric filtering on it is not possible at col 1'],
  ])('answers 400 to %s', (text, message) => {
    expect(() => parseFilters(text)).toThrow(new SearchRequestError(message));
  });
});

describe('facetFilters, numericFilters, tagFilters', () => {
  it('reads facetFilters as an AND of ORs, with Algolia negation', () => {
    expect(passing(parseFacetFilters(['type:news', ['year:2025', 'year:2026']]))).toEqual([news2025, news2026]);
    expect(passing(parseFacetFilters(['type:-news']))).toEqual([futura, page]);
    expect(passing(parseFacetFilters(['-type:news']))).toEqual([futura, page]);
    expect(passing(parseFacetFilters('category:Car keys'))).toEqual([futura]);
    expect(() => parseFacetFilters(['text:x'])).toThrow('facetFilters: Attribute "text" is not in attributesForFaceting');
    expect(() => parseFacetFilters(['news'])).toThrow('facetFilters: "news" is not attribute:value');
  });

  it('reads numericFilters as comparisons and ranges', () => {
    expect(passing(parseNumericFilters(['date>=1750000000']))).toEqual([news2026]);
    expect(passing(parseNumericFilters([['year=2025', 'year=2026'], 'date<1750000000']))).toEqual([news2025]);
    expect(passing(parseNumericFilters(['year:2025 TO 2026']))).toEqual([news2025, news2026]);
    expect(() => parseNumericFilters(['type:news'])).toThrow('numericFilters: "type:news" is not a numeric condition');
    expect(() => parseNumericFilters(['code>3'])).toThrow('numericFilters: Attribute "code" is not in numericAttributesForFiltering');
  });

  it('reads tagFilters on _tags', () => {
    expect(passing(parseTagFilters(['machine']))).toEqual([futura]);
    expect(passing(parseTagFilters([['residential', 'automotive']]))).toEqual([futura]);
    expect(passing(parseTagFilters(['-machine']))).toEqual([news2025, news2026, page]);
    expect(passing(parseTagFilters(''))).toEqual(all);
  });
});

describe('nesting', () => {
  it('refuses parentheses and NOTs nested past 16 with a message, however deep (the stack never overflows)', () => {
    const deep = `${'('.repeat(10_000)}type:news${')'.repeat(10_000)}`;
    expect(() => parseFilters(deep)).toThrow(new SearchRequestError('filters: More than 16 parentheses and NOTs nested at col 17'));
    expect(() => parseFilters(`${'NOT '.repeat(100_000)}type:news`)).toThrow(new SearchRequestError('filters: More than 16 parentheses and NOTs nested at col 65'));
    expect(() => parseFilters(`${'NOT ('.repeat(9)}type:news${')'.repeat(9)}`)).toThrow('More than 16 parentheses and NOTs nested');
  });

  it('reads 16 levels', () => {
    expect(passing(parseFilters(`${'('.repeat(16)}type:page${')'.repeat(16)}`))).toEqual([page]);
    expect(passing(parseFilters(`${'NOT NOT '.repeat(8)}type:page`))).toEqual([page]);
    expect(passing(parseFilters(`(${'NOT ('.repeat(7)}type:news${')'.repeat(7)}) OR (${'NOT ('.repeat(7)}type:page${')'.repeat(7)})`))).toEqual(all);
  });
});
