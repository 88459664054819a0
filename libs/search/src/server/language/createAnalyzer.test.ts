/** @jest-environment node */
import { createAnalyzer, MEMO_LIMIT } from './createAnalyzer';
import { stemmers } from './stemmers';

describe('createAnalyzer', () => {
  it('remembers the terms of at most MEMO_LIMIT tokens, however many distinct words queries bring', () => {
    const stem = jest.spyOn(stemmers, 'de');
    const analyzer = createAnalyzer('de');
    // Letters only: a token with a digit is a code, never stemmed.
    const token = (index: number) => `wort${[...index.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('')}`;
    for (let index = 0; index <= MEMO_LIMIT; index += 1) analyzer.terms(token(index));
    stem.mockClear();
    analyzer.terms(token(0));
    expect(stem).not.toHaveBeenCalled();
    // Past the limit, a token's terms are found again each time rather than kept.
    analyzer.terms(token(MEMO_LIMIT));
    expect(stem).toHaveBeenCalledTimes(1);
    stem.mockRestore();
  });
});
