/**
 * The response header in which a page Next.js rendered carries the nonce its scripts were given,
 * from the cache handler to the `pagePolicy` step, which allows that nonce and drops the header.
 */
export const RENDER_NONCE_HEADER = 'x-clavis-render-nonce';

/** A nonce attribute in any of the forms HTML parses: quoted either way or not at all. */
const NONCE_ATTRIBUTE = /\snonce\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/**
 * The one nonce every nonce attribute of the HTML carries, or undefined. Next.js gives every
 * script of a render the same one; a page with two (markup that slipped into the page naming a
 * nonce of its own choosing) gets none, so its answers fall back to their requests' own nonces,
 * which no one could have known.
 */
function soleNonce(html: string): string | undefined {
  let sole: string | undefined;
  for (const [, double, single, bare] of html.matchAll(NONCE_ATTRIBUTE)) {
    const nonce = double ?? single ?? bare;
    if (sole !== undefined && nonce !== sole) return undefined;
    sole = nonce;
  }
  return sole;
}

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
  const nonce = soleNonce(value.html);
  if (!nonce) return;
  value.headers = { ...value.headers, [RENDER_NONCE_HEADER]: nonce };
}

/** The value as it is stored: a page served from the cache later gets its scripts' hashes, not a render's nonce. */
export function withoutRenderNonce<V extends RenderedValue>(value: V): V {
  if (!value?.headers || !(RENDER_NONCE_HEADER in value.headers)) return value;
  const { [RENDER_NONCE_HEADER]: _nonce, ...headers } = value.headers;
  return { ...value, headers };
}
