/**
 * The response header in which a page Next.js rendered carries the nonce its scripts were given,
 * from the cache handler to the `pagePolicy` step, which allows that nonce and drops the header.
 */
export const RENDER_NONCE_HEADER = 'x-clavis-render-nonce';

/** The first script nonce of the HTML: Next.js gives every script of one render the same one. */
const NONCE_ATTRIBUTE = /<(?:script|link)\b[^>]*?\snonce="([^"]+)"/;

type RenderedValue = { kind?: unknown; html?: unknown; headers?: Record<string, unknown> } | null | undefined;

/**
 * Gives a page Next.js has just rendered the nonce its HTML carries, in its headers
 * (`RENDER_NONCE_HEADER`). Next.js renders a page once for all the requests for it that arrive
 * while it renders, with the nonce of the request that started the render, and answers each of
 * them with this value's HTML and headers. Each request has a nonce of its own, so the policy must
 * allow the one the HTML carries, or the scripts of every other answer are blocked and the page
 * never hydrates.
 *
 * The value is changed in place: Next.js answers from this very object once the cache handler's
 * `set` returns.
 */
export function carryRenderNonce(value: RenderedValue): void {
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string') return;
  const nonce = NONCE_ATTRIBUTE.exec(value.html)?.[1];
  if (nonce === undefined) return;
  value.headers = { ...value.headers, [RENDER_NONCE_HEADER]: nonce };
}

/** The value as it is stored: a page served from the cache later gets its scripts' hashes, not a render's nonce. */
export function withoutRenderNonce<V extends RenderedValue>(value: V): V {
  if (!value?.headers || !(RENDER_NONCE_HEADER in value.headers)) return value;
  const { [RENDER_NONCE_HEADER]: _nonce, ...headers } = value.headers;
  return { ...value, headers };
}
