/** @jest-environment node */
import { inlineScriptSources, SCRIPT_SOURCES_HEADER } from './inlineScripts';
import { withPageScriptSources } from './pageScriptSources';

const HTML = '<html><script>self.__next_f.push([0])</script><script src="/a.js"></script><script>x()</script></html>';
const entry = (html: unknown, kind = 'APP_PAGE') => ({ lastModified: 1, value: { kind, html, status: 200, headers: { 'x-nextjs-stale-time': '300' } } });

describe('withPageScriptSources', () => {
  it('adds the hashes of the page’s inline scripts to the headers Next.js copies onto its responses', () => {
    const result = withPageScriptSources(entry(HTML));
    expect(result.value.headers).toEqual({ 'x-nextjs-stale-time': '300', [SCRIPT_SOURCES_HEADER]: inlineScriptSources(HTML).join(' ') });
    expect(inlineScriptSources(HTML)).toHaveLength(2);
  });

  it('reads one entry once and hands back the same value, so later once-per-entry work (the ETag) stays once per entry', () => {
    let reads = 0;
    const cached = entry({ isDynamic: false, toUnchunkedString: () => (reads++, HTML) });
    const first = withPageScriptSources(cached);
    const second = withPageScriptSources(cached);
    expect(second.value).toBe(first.value);
    expect(reads).toBe(1);
  });

  it('leaves other entries and streamed renders alone', () => {
    const route = entry('x', 'APP_ROUTE');
    expect(withPageScriptSources(route)).toBe(route);
    const streamed = entry({ isDynamic: true, toUnchunkedString: () => HTML });
    expect(withPageScriptSources(streamed)).toBe(streamed);
  });
});
