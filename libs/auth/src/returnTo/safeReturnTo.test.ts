import { safeReturnTo } from './safeReturnTo';

describe('safeReturnTo', () => {
  it.each([
    ['/extranet', '/extranet'],
    ['/extranet/kataloge/price-lists?page=2#top', '/extranet/kataloge/price-lists?page=2#top'],
    ['/en/extranet', '/en/extranet'],
  ])('keeps the same-origin path %s', (target, expected) => {
    expect(safeReturnTo(target)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/extranet',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example',
    'http://127.0.0.1:3000/extranet',
    'javascript:alert(1)',
    'extranet',
    '',
    undefined,
    42,
  ])('sends %p to /', (target) => {
    expect(safeReturnTo(target)).toBe('/');
  });
});
