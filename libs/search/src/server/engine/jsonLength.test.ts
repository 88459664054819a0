/** @jest-environment node */
import { jsonLength } from './jsonLength';

describe('jsonLength', () => {
  it('is the length of the JSON of a hit, without writing it', () => {
    const hit = {
      objectID: 'prod-futura',
      title: 'Futura',
      year: 2026,
      image: undefined,
      _tags: ['machine', 'automotive'],
      _highlightResult: { title: { value: '<em>Futura</em>', matchLevel: 'full', matchedWords: ['futura'], fullyHighlighted: true } },
      empty: null,
    };
    expect(jsonLength(hit)).toBe(JSON.stringify(hit).length);
    expect(jsonLength([])).toBe(2);
    expect(jsonLength({})).toBe(2);
  });
});
