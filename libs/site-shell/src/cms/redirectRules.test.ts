import { createRedirectRulesSource, redirectLocation, redirectRules } from './redirectRules';

const entries = [
  { id: 1, name: '/produkte-alt/futura', value: '/produkte/futura', dimension_value: null },
  { id: 5, name: '/azienda', value: '/uber-uns/unsere-firma', dimension_value: '/chi-siamo/la-nostra-azienda' },
  { id: 9, name: '/shop', value: 'https://shop.example.com/de', dimension_value: null },
];

describe('redirect rules from the redirects datasource', () => {
  const rules = redirectRules(entries);
  const origin = 'http://127.0.0.1:3000';

  it('keeps a relative target on the site, with the query', () => {
    expect(redirectLocation(rules, '/produkte-alt/futura', '?a=1', origin)).toBe('http://127.0.0.1:3000/produkte/futura?a=1');
  });

  it("prefers the market's dimension over the default target", () => {
    expect(redirectLocation(rules, '/azienda', '', origin)).toBe('http://127.0.0.1:3000/chi-siamo/la-nostra-azienda');
  });

  it('sends an absolute target off the site unchanged', () => {
    expect(redirectLocation(rules, '/shop', '?x=1', origin)).toBe('https://shop.example.com/de');
  });

  it('answers null for a path without a rule', () => {
    expect(redirectLocation(rules, '/produkte/futura', '', origin)).toBeNull();
  });
});

describe('the redirect rules source', () => {
  const setup = () => {
    let reads = 0;
    let entries = [{ id: 1, name: '/alt', value: '/neu', dimension_value: null }];
    const source = createRedirectRulesSource({
      market: 'germany',
      client: () => ({ getDatasourceEntries: async () => (reads++, entries) }),
      now: () => 0,
    });
    return { source, reads: () => reads, change: (next: typeof entries) => void (entries = next) };
  };

  it('reads the datasource again once forgotten (a webhook), not before', async () => {
    const { source, reads, change } = setup();
    expect([...(await source())]).toEqual([['/alt', '/neu']]);
    change([{ id: 2, name: '/alt', value: '/anders', dimension_value: null }]);
    expect((await source()).get('/alt')).toBe('/neu');
    source.forget();
    expect((await source()).get('/alt')).toBe('/anders');
    expect(reads()).toBe(2);
  });

  it("redirects a moved story's old path to its new one, follows a second move, and ends at a publish there", async () => {
    const { source } = setup();
    source.move('/news/old', '/news/new');
    expect((await source()).get('/news/old')).toBe('/news/new');
    source.move('/news/new', '/news/newest');
    expect((await source()).get('/news/old')).toBe('/news/newest');
    expect((await source()).get('/news/new')).toBe('/news/newest');
    source.unmove('/news/old');
    expect((await source()).get('/news/old')).toBeUndefined();
    // The datasource's own rule for a path wins.
    source.move('/alt', '/elsewhere');
    expect((await source()).get('/alt')).toBe('/neu');
  });
});
