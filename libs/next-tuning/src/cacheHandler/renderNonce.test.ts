import { carryRenderNonce, RENDER_NONCE_HEADER, withoutRenderNonce } from './renderNonce';

const HTML = '<html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js" nonce="Zmlyc3QtcmVuZGVyLTEy"/></head><body><script nonce="Zmlyc3QtcmVuZGVyLTEy">self.__next_f.push([1])</script></body></html>';
const rendered = (html: string, headers?: Record<string, unknown>) => ({ kind: 'APP_PAGE', html, headers });

describe('carryRenderNonce', () => {
  it('names the nonce of the HTML in the value’s headers, keeping the others', () => {
    const value = rendered(HTML, { 'x-next-cache-tags': '_N_T_/layout' });
    carryRenderNonce(value);
    expect(value.headers).toEqual({ 'x-next-cache-tags': '_N_T_/layout', [RENDER_NONCE_HEADER]: 'Zmlyc3QtcmVuZGVyLTEy' });
  });

  it('gives headers to a value that had none', () => {
    const value = rendered('<script async="" src="/_next/static/chunks/b.js" nonce="c2Vjb25k"></script>');
    carryRenderNonce(value);
    expect(value.headers).toEqual({ [RENDER_NONCE_HEADER]: 'c2Vjb25k' });
  });

  it('names none when the page carries a second nonce, in any form, so markup that slipped in cannot choose the one allowed', () => {
    for (const injected of ['<link nonce="Z2V3w6RobHQ=">', "<link nonce='Z2V3w6RobHQ='>", '<link nonce=Z2V3w6RobHQ=>', '<img src=x NONCE = "Z2V3w6RobHQ=">']) {
      const value = rendered(HTML.replace('<head>', `<head>${injected}`), {});
      carryRenderNonce(value);
      expect([injected, value.headers]).toEqual([injected, {}]);
    }
  });

  it('leaves a page without a nonce, a nonce in the text and what is not a page as they are', () => {
    const plain = rendered('<p>nonce=&quot;so-wird-es-geschrieben&quot;</p><script>self.__next_f.push([{"nonce":"x"}])</script>', {});
    carryRenderNonce(plain);
    expect(plain.headers).toEqual({});
    const route = { kind: 'APP_ROUTE', html: HTML, headers: {} };
    carryRenderNonce(route);
    expect(route.headers).toEqual({});
    expect(() => carryRenderNonce(null)).not.toThrow();
  });
});

describe('withoutRenderNonce', () => {
  it('stores the value without the render’s nonce, leaving the answered value as it is', () => {
    const value = rendered(HTML, { etag: 'W/"1"' });
    carryRenderNonce(value);
    const stored = withoutRenderNonce(value);
    expect(stored.headers).toEqual({ etag: 'W/"1"' });
    expect(value.headers).toHaveProperty(RENDER_NONCE_HEADER);
    expect(stored.html).toBe(HTML);
  });

  it('passes a value without it unchanged', () => {
    const value = rendered(HTML, {});
    expect(withoutRenderNonce(value)).toBe(value);
  });
});
