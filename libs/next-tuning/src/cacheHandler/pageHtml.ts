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
