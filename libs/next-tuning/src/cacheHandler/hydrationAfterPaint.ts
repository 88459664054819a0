/**
 * Hydration after the largest paint: a cached page's framework scripts are requested once its
 * largest picture is on screen, not while it loads.
 *
 * Next.js writes its chunks as `<script async>` in the head (and preloads its bootstrap), so on a
 * phone the 130 KB of framework JavaScript shares the connection and the main thread with the
 * opening picture, and runs before it is painted. Lighthouse's mobile LCP (issue #9) counted those
 * scripts, about a second. The page is complete server-rendered HTML, links and forms work
 * without script; hydration only adds client navigation and the interactive blocks, so it can wait
 * the few hundred milliseconds until the picture is shown, and starts at once on any input.
 */

import { HYDRATION_LOADER } from '../hydrationLoader/hydrationLoader.generated.ts';
import type { ScriptAttributes } from '../hydrationLoader/loadScriptsAfterPaint.ts';
import { pageHtmlRewrite } from './pageHtml.ts';

const SCRIPT_TAG = /<script\b([^>]*)><\/script>/g;
const PRELOAD_LINK = /<link\b([^>]*)\/?>/g;
const ATTRIBUTE = /([^\s=/>]+)(?:="([^"]*)")?/g;
/** Marks a page already rewritten, so a rewrite is never applied twice. */
const LOADER_MARK = 'data-hydrate-after-paint';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

function attributesOf(source: string): ScriptAttributes {
  const attributes: ScriptAttributes = {};
  for (const [, name, value] of source.matchAll(ATTRIBUTE)) {
    if (name) attributes[name.toLowerCase()] = (value ?? '').replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
  }
  return attributes;
}

/** A classic script that runs when loaded: not a module, not `nomodule`, not data. */
const isAsyncScript = (attributes: ScriptAttributes) =>
  'src' in attributes && 'async' in attributes && !('nomodule' in attributes) && !('type' in attributes);

/** JSON that cannot close the inline script it sits in. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page with its async scripts (and their preloads) taken out, and an inline loader in the head
 * that adds them after the largest paint. A page without such scripts, or already rewritten, is
 * returned as it is.
 */
export function hydrateAfterPaint(html: string): string {
  if (!html.includes('</head>') || html.includes(LOADER_MARK)) return html;
  const scripts: ScriptAttributes[] = [];
  let rewritten = html.replace(SCRIPT_TAG, (tag, source: string) => {
    const attributes = attributesOf(source);
    if (!isAsyncScript(attributes)) return tag;
    delete attributes['async'];
    scripts.push(attributes);
    return '';
  });
  if (scripts.length === 0) return html;
  const sources = new Set(scripts.map((attributes) => attributes['src']));
  rewritten = rewritten.replace(PRELOAD_LINK, (tag, source: string) => {
    const attributes = attributesOf(source);
    return attributes['rel'] === 'preload' && attributes['as'] === 'script' && sources.has(attributes['href']) ? '' : tag;
  });
  // A page rendered for one request carries that request's script nonce on its scripts (a cached
  // page none): the loader takes the same, or the page's Content-Security-Policy would refuse it.
  const nonce = scripts.find((attributes) => attributes['nonce'])?.['nonce'];
  const nonceAttribute = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : '';
  // The loader (hydrationLoader/loadScriptsAfterPaint.ts) as its build output: one function expression.
  const loader = `<script${nonceAttribute} ${LOADER_MARK}="">(${HYDRATION_LOADER})(${inlineJson(scripts)});</script>`;
  // A function, not a string: the loader holds `$'`, which a replacement string would expand.
  return rewritten.replace('</head>', () => `${loader}</head>`);
}

/**
 * The cache entry with its page rewritten by `hydrateAfterPaint`, once per entry (`pageHtmlRewrite`):
 * each request after the first gets the same rewritten value (and `withPageEtag` the same ETag)
 * without touching the HTML again.
 */
export const withHydrationAfterPaint = pageHtmlRewrite(hydrateAfterPaint);
