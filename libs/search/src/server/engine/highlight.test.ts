/** @jest-environment node */
import { searchParams } from '../protocol/searchParams';
import type { SearchLocale } from '../language/stemmers';
import { createSearchIndex } from './createSearchIndex';

const cutter = { objectID: 'cutter', fullSlug: 'cutter', title: 'Cutter', text: 'Flat edge cuts.', type: 'product', url: '/cutter' };
const index = (locale: SearchLocale) => createSearchIndex({ name: `germany_${locale}`, locale, records: [cutter] });
const highlightedText = (locale: SearchLocale) => index(locale).search(searchParams({ query: 'cutter ', attributesToHighlight: ['text'] })).hits[0]!._highlightResult.text!.value;

describe('highlighting', () => {
  it("reads a word as the index's own language does, whatever another index answered before", () => {
    // German stems "cutter" to "cutt", one typo from "cut" (the stem of "cuts"); English keeps "cutter".
    expect(highlightedText('de')).toBe('Flat edge <em>cuts</em>.');
    expect(highlightedText('en')).toBe('Flat edge cuts.');
    expect(highlightedText('de')).toBe('Flat edge <em>cuts</em>.');
  });
});
