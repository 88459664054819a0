/** @jest-environment node */
import RenderResult from 'next/dist/server/render-result';
import { hydrateAfterPaint, withHydrationAfterPaint } from './hydrationAfterPaint';
import { LOADER, PAGE } from './hydrationAfterPaint.fixture';

describe('hydrateAfterPaint', () => {
  const rewritten = hydrateAfterPaint(PAGE);

  it('takes the async scripts and their preload out of the page', () => {
    expect(rewritten).not.toMatch(/<script src="[^"]*" async=""/);
    expect(rewritten).not.toContain('as="script"');
  });

  it('keeps everything else: the picture preload, the stylesheet, inline data and the nomodule script', () => {
    expect(rewritten).toContain('<link rel="preload" as="image"');
    expect(rewritten).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"');
    expect(rewritten).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(rewritten).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
  });

  it('puts one loader at the end of the head, with each script and its attributes in page order', () => {
    const loader = rewritten.match(LOADER);
    expect(loader?.index).toBe(rewritten.indexOf('</head>') - (loader?.[0].length ?? 0));
    const scripts = JSON.parse(loader?.[1]?.match(/\}\)\((\[.*\])\);$/)?.[1] ?? 'null');
    expect(scripts).toEqual([
      { src: '/_next/static/chunks/framework.js' },
      { src: '/_next/static/chunks/page.js?dpl=a&b', integrity: 'sha384-x', crossorigin: '' },
      { src: '/_next/static/chunks/main.js' },
    ]);
  });

  it('leaves a page without async scripts, or one already rewritten, as it is', () => {
    const plain = '<html><head><title>x</title></head><body><script>1</script></body></html>';
    expect(hydrateAfterPaint(plain)).toBe(plain);
    expect(hydrateAfterPaint(rewritten)).toBe(rewritten);
  });

  it("gives the loader the scripts' nonce on a page rendered for one request", () => {
    const page = '<html><head><script src="/a.js" async="" nonce="n0nce+/="></script></head><body><script src="/b.js" nonce="n0nce+/=" async=""></script></body></html>';
    const loader = hydrateAfterPaint(page).match(/<script nonce="n0nce\+\/=" data-hydrate-after-paint="">([\s\S]*?)<\/script>/);
    expect(JSON.parse(loader?.[1]?.match(/\}\)\((\[.*\])\);$/)?.[1] ?? 'null')).toEqual([
      { src: '/a.js', nonce: 'n0nce+/=' },
      { src: '/b.js', nonce: 'n0nce+/=' },
    ]);
    expect(hydrateAfterPaint(PAGE)).toMatch(LOADER);
  });

  it('cannot be closed early by a script address', () => {
    const page = '<html><head><script src="/a.js?x=&lt;/script&gt;" async=""></script></head><body></body></html>';
    expect(hydrateAfterPaint(page).match(LOADER)?.[1]).toContain('\\u003c/script>');
  });
});

describe('withHydrationAfterPaint', () => {
  const entry = (html: unknown, kind = 'APP_PAGE') => ({ lastModified: 1, value: { kind, html, rscData: undefined, headers: {}, status: 200 } });

  it('rewrites a static page once per cache entry, as a static render of the same content type', () => {
    const cached = entry(RenderResult.fromStatic(PAGE, 'text/html; charset=utf-8'));
    const first = withHydrationAfterPaint(cached);
    const html = first.value.html as RenderResult;
    expect(html).toBeInstanceOf(RenderResult);
    expect(html.contentType).toBe('text/html; charset=utf-8');
    expect(html.toUnchunkedString()).toBe(hydrateAfterPaint(PAGE));
    expect(withHydrationAfterPaint(cached).value).toBe(first.value);
  });

  it('rewrites a page kept as a string, and leaves other entries alone', () => {
    expect(withHydrationAfterPaint(entry(PAGE)).value.html).toBe(hydrateAfterPaint(PAGE));
    const route = entry(PAGE, 'APP_ROUTE');
    expect(withHydrationAfterPaint(route)).toBe(route);
  });
});
