import { redirectLocation, redirectRules } from './redirectRules';

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
