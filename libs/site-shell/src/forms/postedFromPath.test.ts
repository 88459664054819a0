/** @jest-environment node */
import { postedFromPath } from './postedFromPath';

const SITE = 'https://www.clavis.example';
const post = (headers: Record<string, string>) => new Request('http://localhost:3000/api/forms/interest', { method: 'POST', headers });

describe('postedFromPath', () => {
  it("gives the path and query of a page on the site's origin, though the server's own URL says localhost", () => {
    expect(postedFromPath(post({ referer: `${SITE}/kontakt?von=start` }), SITE)).toBe('/kontakt?von=start');
    expect(postedFromPath(post({ referer: `${SITE}/` }), `${SITE}/`)).toBe('/');
  });

  it('gives nothing for another origin, however the request names its own host', () => {
    expect(postedFromPath(post({ referer: 'https://evil.example/kontakt' }), SITE)).toBeNull();
    expect(postedFromPath(post({ referer: 'http://www.clavis.example/kontakt' }), SITE)).toBeNull();
    expect(postedFromPath(post({ referer: 'https://evil.example/x', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', host: 'evil.example' }), SITE)).toBeNull();
  });

  it('gives nothing for a path the browser would read as another host, a malformed Referer or none', () => {
    expect(postedFromPath(post({ referer: `${SITE}//evil.example/phish` }), SITE)).toBeNull();
    expect(postedFromPath(post({ referer: `${SITE}/.//evil.example/phish` }), SITE)).toBeNull();
    expect(postedFromPath(post({ referer: 'nope' }), SITE)).toBeNull();
    expect(postedFromPath(post({}), SITE)).toBeNull();
  });
});
