import { safeReturnTo } from './safeReturnTo';

describe('safeReturnTo', () => {
  it.each([
    ['/extranet', '/extranet'],
    ['/extranet/kataloge/price-lists?page=2#top', '/extranet/kataloge/price-lists?page=2#top'],
    ['/en/extranet', '/en/extranet'],
    ['/extranet/./kataloge', '/extranet/kataloge'],
    ['/extranet/../kataloge', '/kataloge'],
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
    // The penetration test's variants: dot segments and encoded dots the parser folds into `//`.
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/././/evil.example/extranet',
    '/extranet/..//evil.example',
    '/a/../..//evil.example',
    'extranet',
    '',
    undefined,
    42,
  ])('sends %p to /', (target) => {
    expect(safeReturnTo(target)).toBe('/');
  });
});
