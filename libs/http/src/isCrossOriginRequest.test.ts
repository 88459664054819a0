/** @jest-environment node */
import { isCrossOriginRequest } from './isCrossOriginRequest';

const SITE = 'https://www.clavis.example';
const post = (headers: Record<string, string>) => new Request(`${SITE}/api/forms/interest`, { method: 'POST', headers });

describe('isCrossOriginRequest', () => {
  it("goes by a browser's Sec-Fetch-Site: only the site's own pages and the visitor's own doing pass", () => {
    expect(isCrossOriginRequest(post({ 'sec-fetch-site': 'same-origin' }), SITE)).toBe(false);
    expect(isCrossOriginRequest(post({ 'sec-fetch-site': 'none' }), SITE)).toBe(false);
    expect(isCrossOriginRequest(post({ 'sec-fetch-site': 'cross-site' }), SITE)).toBe(true);
    expect(isCrossOriginRequest(post({ 'sec-fetch-site': 'same-site' }), SITE)).toBe(true);
    expect(isCrossOriginRequest(post({ 'sec-fetch-site': 'something-new' }), SITE)).toBe(true);
  });

  it('believes Sec-Fetch-Site over an Origin that claims the site', () => {
    expect(isCrossOriginRequest(post({ 'sec-fetch-site': 'cross-site', origin: SITE }), SITE)).toBe(true);
  });

  it('without Sec-Fetch-Site, refuses an Origin other than the site’s, the opaque `null` included', () => {
    expect(isCrossOriginRequest(post({ origin: SITE }), SITE)).toBe(false);
    expect(isCrossOriginRequest(post({ origin: SITE }), `${SITE}/`)).toBe(false);
    expect(isCrossOriginRequest(post({ origin: 'https://evil.example' }), SITE)).toBe(true);
    expect(isCrossOriginRequest(post({ origin: 'http://www.clavis.example' }), SITE)).toBe(true);
    expect(isCrossOriginRequest(post({ origin: 'https://shop.clavis.example' }), SITE)).toBe(true);
    expect(isCrossOriginRequest(post({ origin: 'null' }), SITE)).toBe(true);
  });

  it('lets a request with neither header through (a client that is not a browser)', () => {
    expect(isCrossOriginRequest(post({}), SITE)).toBe(false);
  });
});
