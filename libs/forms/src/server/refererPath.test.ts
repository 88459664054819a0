/** @jest-environment node */
import { refererPath } from './refererPath';

const post = (url: string, headers: Record<string, string>) => new Request(url, { method: 'POST', headers });

describe('refererPath', () => {
  it('gives the path and query of a page of this site', () => {
    expect(refererPath(post('https://www.clavis.example/api/forms/x', { referer: 'https://www.clavis.example/kontakt?von=start' }))).toBe('/kontakt?von=start');
  });

  it("knows the site by the host the visitor used, though the server's own URL says localhost (next start)", () => {
    const behind = (headers: Record<string, string>) => post('http://localhost:3000/api/forms/x', headers);
    expect(refererPath(behind({ host: '127.0.0.1:3000', referer: 'http://127.0.0.1:3000/kontakt' }))).toBe('/kontakt');
    expect(refererPath(behind({ 'x-forwarded-host': 'www.clavis.example', 'x-forwarded-proto': 'https', referer: 'https://www.clavis.example/kontakt' }))).toBe('/kontakt');
    expect(refererPath(behind({ origin: 'https://www.clavis.example', referer: 'https://www.clavis.example/kontakt' }))).toBe('/kontakt');
  });

  it('gives nothing for another site, another scheme, no Referer or a malformed one', () => {
    const site = 'https://www.clavis.example/api/forms/x';
    expect(refererPath(post(site, { referer: 'https://evil.example/kontakt' }))).toBeNull();
    expect(refererPath(post(site, { referer: 'http://www.clavis.example/kontakt' }))).toBeNull();
    expect(refererPath(post(site, { referer: 'nope' }))).toBeNull();
    expect(refererPath(post(site, {}))).toBeNull();
  });
});
