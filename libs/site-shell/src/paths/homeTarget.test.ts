import { backToHomeTarget } from './homeTarget';

describe('backToHomeTarget (DESIGN.md section 4)', () => {
  it.each([
    ['germany', 'de', '/uber-uns/nirgends', '/'],
    ['germany', 'en', '/en/about-us/nowhere', '/en'],
    ['germany', 'de', '/extranet/kataloge/x', '/extranet'],
    ['germany', 'en', '/en/extranet/catalogues', '/en/extranet'],
    ['global', 'en', '/en/nowhere', '/en'],
    ['global', 'it', '/it/extranet/x', '/it/extranet'],
    ['italy', 'it', '/nessuna', '/'],
  ] as const)('%s %s %s -> %s', (market, locale, pathname, target) => {
    expect(backToHomeTarget({ market, locale, pathname })).toBe(target);
  });
});
