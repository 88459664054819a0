/** A cached page's HTML as Next.js stores it: a string, or a static `RenderResult` (the type it declares). */
interface StaticRenderResult {
  isDynamic?: boolean;
  contentType?: unknown;
  toUnchunkedString?: () => string;
  constructor: { fromStatic?: (value: string, contentType: unknown) => unknown };
}

const asRenderResult = (html: unknown) => (html && typeof html === 'object' ? (html as StaticRenderResult) : null);

/** The page's HTML as text; null for a streamed (dynamic) render, which has no text to give. */
export function htmlOf(html: unknown): string | null {
  if (typeof html === 'string') return html;
  const result = asRenderResult(html);
  return result && result.isDynamic === false && typeof result.toUnchunkedString === 'function' ? result.toUnchunkedString() : null;
}

/**
 * New text in the form of the original: a string for a string, a static `RenderResult` of the same
 * class and content type for a `RenderResult` (made by its own class, so this module needs no
 * import of Next.js's internals).
 */
export function withHtmlText(original: unknown, text: string): unknown {
  if (typeof original === 'string') return text;
  const result = asRenderResult(original);
  const fromStatic = result?.constructor.fromStatic;
  if (!result || typeof fromStatic !== 'function') throw new TypeError('withHtmlText: not a static page');
  return fromStatic.call(result.constructor, text, result.contentType);
}

/** The part of a cache entry's value a page rewrite reads (Next.js's `CachedAppPageValue`). */
interface PageValue {
  kind?: string;
  html?: unknown;
}

/**
 * A rewrite of cache entries' page HTML, done once per entry: Next.js keeps the entry in memory and
 * hands the same value back on each request, so each request after the first gets the same
 * rewritten value without touching the HTML again. Entries that are no page, or whose HTML the
 * rewrite leaves as it is, pass unchanged.
 */
export function pageHtmlRewrite(rewrite: (html: string) => string): <Entry extends { value: unknown }>(entry: Entry) => Entry {
  const rewrittenValues = new WeakMap<object, object>();
  return (entry) => {
    const value = entry.value as PageValue | null;
    if (!value || value.kind !== 'APP_PAGE') return entry;
    let rewritten = rewrittenValues.get(value);
    if (!rewritten) {
      const html = htmlOf(value.html);
      const after = html === null ? null : rewrite(html);
      rewritten = after === null || after === html ? value : { ...value, html: withHtmlText(value.html, after) };
      rewrittenValues.set(value, rewritten);
    }
    return rewritten === value ? entry : { ...entry, value: rewritten };
  };
}
