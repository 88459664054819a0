/** @jest-environment node */
import { queryWordCount, searchLimits, truncateQuery, utf8ByteLength } from './searchLimits';

describe('truncateQuery', () => {
  it('keeps a query within the limits as it is, a trailing space included', () => {
    const query = `${'wort '.repeat(31)}ende `;
    expect(truncateQuery(query)).toBe(query);
    expect(truncateQuery('FU-100 schlüssel')).toBe('FU-100 schlüssel');
  });

  it('cuts a query of 5,000 words to its first 32', () => {
    const cut = truncateQuery(Array.from({ length: 5000 }, (_, index) => `w${index}`).join(' '));
    expect(queryWordCount(cut)).toBe(searchLimits.queryWords);
    expect(cut.endsWith('w31')).toBe(true);
  });

  it('cuts to 512 bytes at a whole character', () => {
    const cut = truncateQuery('ü'.repeat(300));
    expect(cut).toBe('ü'.repeat(256));
    const emoji = truncateQuery(`a${'🔑'.repeat(200)}`);
    expect(utf8ByteLength(emoji)).toBe(509);
    expect(emoji.endsWith('🔑')).toBe(true);
  });
});

describe('utf8ByteLength', () => {
  it('counts as TextEncoder encodes, lone surrogates as U+FFFD', () => {
    for (const text of ['', 'abc', 'Schlüssel', 'ключ', '鍵', '🔑x', '\ud800', 'a\udc00b']) expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
  });
});
