/** @jest-environment node */
import { pageEtag, withPageEtag } from './pageEtag';

const page = (html: unknown, status?: number) => ({ kind: 'APP_PAGE', html, status, headers: { 'x-nextjs-stale-time': '300' } });

describe('pageEtag', () => {
  it('hashes the HTML of a page that answers 200, whether a string or a static RenderResult', () => {
    const etag = pageEtag(page('<p>a</p>'));
    expect(etag).toMatch(/^W\/"/);
    expect(pageEtag(page({ isDynamic: false, toUnchunkedString: () => '<p>a</p>' }, 200))).toBe(etag);
    expect(pageEtag(page('<p>b</p>'))).not.toBe(etag);
  });

  it('gives none to an error page, a streamed result or another kind of entry', () => {
    expect(pageEtag(page('<p>gone</p>', 404))).toBeNull();
    expect(pageEtag(page({ isDynamic: true, toUnchunkedString: () => 'x' }))).toBeNull();
    expect(pageEtag({ kind: 'APP_ROUTE', html: 'x' })).toBeNull();
  });

  it('hashes one entry once', () => {
    let reads = 0;
    const value = page({ isDynamic: false, toUnchunkedString: () => (reads++, '<p>a</p>') });
    pageEtag(value);
    pageEtag(value);
    expect(reads).toBe(1);
  });
});

describe('withPageEtag', () => {
  it('adds the ETag to the headers Next.js copies onto the response, leaving the entry itself alone', () => {
    const entry = { value: page('<p>a</p>'), isStale: false };
    const tagged = withPageEtag(entry) as unknown as { value: { headers: Record<string, string> }; isStale: boolean };
    expect(tagged.value.headers).toEqual({ 'x-nextjs-stale-time': '300', etag: pageEtag(entry.value) });
    expect(tagged.isStale).toBe(false);
    expect(entry.value.headers).toEqual({ 'x-nextjs-stale-time': '300' });
    const missing = { value: page('<p>gone</p>', 404) };
    expect(withPageEtag(missing)).toBe(missing);
  });

  it('hands back the same tagged value for each read of one cached value, so later rewrites work once per entry too', () => {
    const value = page('<p>kept</p>');
    // Next.js reads the entry anew on each request (a new entry object around the same value).
    const first = withPageEtag({ value, isStale: false });
    const second = withPageEtag({ value, isStale: false });
    expect(second.value).toBe(first.value);
    expect(withPageEtag({ value: page('<p>kept</p>') }).value).not.toBe(first.value);
  });
});
