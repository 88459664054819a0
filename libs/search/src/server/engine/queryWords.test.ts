/** @jest-environment node */
import { createAnalyzer } from '../language/createAnalyzer';
import { QUERY_TYPOS, queryWords } from './queryWords';

const analyzer = createAnalyzer('de');

describe('the typos of a query', () => {
  it('go to its first words, at most QUERY_TYPOS in all: the others match as typed', () => {
    // Six words of nine letters or more: two typos each, four of them within the budget.
    const words = queryWords('schluesselrohling fahrzeugschluessel zylinderschloss fraesmaschine transponder klemmbacken ', analyzer);
    expect(words.map((word) => word.typos)).toEqual([2, 2, 2, 2, 0, 0]);
    expect(words.reduce((sum, word) => sum + word.typos, 0)).toBe(QUERY_TYPOS);
  });

  it('leave a query within the budget as it was', () => {
    expect(queryWords('schluesselrohling maschine rohling fraesen', analyzer).map((word) => word.typos)).toEqual([2, 1, 1, 1]);
  });

  it('stop at the first word past the budget, so no later word gets typos out of order', () => {
    const words = queryWords('fahrzeugschluessel fahrzeugschluessel fahrzeugschluessel maschine fahrzeugschluessel rohling', analyzer);
    expect(words.map((word) => word.typos)).toEqual([2, 2, 2, 1, 0, 0]);
  });
});
