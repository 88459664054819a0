import { canonicalApiPath } from './apiPath';

describe('canonicalApiPath', () => {
  it.each([
    ['/api/extranet/de/kataloge', ['de', 'kataloge']],
    ['/api/extranet/de/kataloge/', ['de', 'kataloge']],
    ['/api/extranet/de', ['de']],
    ['/api/extranet/', []],
    ['/api/extranet/files/abc.def/f/287000/0x0/ab/bu-italia-document-1.pdf', ['files', 'abc.def', 'f', '287000', '0x0', 'ab', 'bu-italia-document-1.pdf']],
    ['/api/extranet/de/produkte/schl%C3%BCssel', ['de', 'produkte', 'schlüssel']],
  ])('reads %s once', (path, segments) => {
    expect(canonicalApiPath(path)).toEqual({ ok: true, segments });
  });

  it.each([
    // The penetration test's encoded slash, upper and lower case, in both locales.
    '/api/extranet/de/documentazione-per-bu-italia%2Flistino-prezzi-2026',
    '/api/extranet/de/documentazione-per-bu-italia%2flistino-prezzi-2026',
    '/api/extranet/en/documentazione-per-bu-italia%2Flistino-prezzi-2026',
    // Backslashes, raw and encoded.
    '/api/extranet/de/documentazione-per-bu-italia\\listino-prezzi-2026',
    '/api/extranet/de/documentazione-per-bu-italia%5Clistino-prezzi-2026',
    // Dot segments, raw, encoded and double encoded.
    '/api/extranet/de/kataloge/../documentazione-per-bu-italia',
    '/api/extranet/de/kataloge/./x',
    '/api/extranet/de/kataloge/%2e%2e/documentazione-per-bu-italia',
    '/api/extranet/de/kataloge/%2E./documentazione-per-bu-italia',
    '/api/extranet/de/documentazione-per-bu-italia%252Flistino-prezzi-2026',
    '/api/extranet/files/g.s/f/1/0x0/ab/x.pdf/m/..%2F..%2F..%2Fother%2Fbu-italia-document-1.pdf',
    // Matrix parameters, empty segments, bad encoding, control characters.
    '/api/extranet/de/kataloge;jsessionid=1',
    '/api/extranet/de//kataloge',
    '/api/extranet/de/%E0%A4%A',
    '/api/extranet/de/a%00b',
    '/api/extranet/de/a%0Ab',
    '/other/api/extranet/de',
  ])('refuses %s', (path) => {
    expect(canonicalApiPath(path).ok).toBe(false);
  });
});
