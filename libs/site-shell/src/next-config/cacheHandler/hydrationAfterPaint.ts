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

import { htmlOf, withHtmlText } from './pageHtml.js';

/** A script tag's attributes, as the loader sets them. */
type ScriptAttributes = Record<string, string>;

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

/**
 * The latest start after the page's `load`. The largest paint is usually reported a frame or two
 * after `load`; this covers the page whose opening picture is smaller than its headline, for which
 * no new largest paint comes once the picture is shown.
 */
export const AFTER_LOAD_MS = 300;

/** How long a tap or choice made before hydration waits for its element to hydrate, after which it is dropped. */
export const REPLAY_WITHIN_MS = 5000;

/** How often a waiting tap or choice looks whether its element has hydrated. */
const REPLAY_POLL_MS = 50;

/**
 * Runs in the page, inline in its head: adds the scripts once the largest paint is on screen with
 * every high-priority (opening) picture loaded, or `AFTER_LOAD_MS` after the page's `load`, or at
 * the first input, whichever comes first; at once where the browser cannot report the largest paint.
 *
 * A tap on a button that only React handles (a carousel arrow, a tab), made before that button
 * has hydrated, starts the scripts but would be lost: React listens only from hydration on. The
 * loader clicks that button again once React has hydrated it (React keeps its props on the element
 * under a `__reactProps$` key), within `REPLAY_WITHIN_MS`. A button the browser acts on by itself
 * (a popover or command invoker, a form's submit or reset) is left alone, and so is a button React
 * handled during the tap itself (hydrated at once for the event); when React's marker cannot be
 * found, nothing is replayed, so no tap ever acts twice. A choice in a select (a listing filter)
 * made before hydration is replayed the same way: React's first renders set the select back to
 * its state, so the loader sets the chosen value again and fires the select's `change`.
 */
const LOADER = `(function (scripts) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function (attributes) {
      var script = document.createElement('script');
      Object.keys(attributes).forEach(function (name) { script.setAttribute(name, attributes[name]); });
      script.async = true;
      document.head.appendChild(script);
    });
  }
  ['pointerdown', 'keydown', 'touchstart'].forEach(function (type) {
    addEventListener(type, start, { once: true, passive: true, capture: true });
  });
  addEventListener('load', function () { setTimeout(start, ${AFTER_LOAD_MS}); }, { once: true });
  function hydrated(element) {
    return Object.keys(element).some(function (key) { return key.indexOf('__reactProps$') === 0; });
  }
  function acted(button) {
    return button.disabled || button.hasAttribute('popovertarget') || button.hasAttribute('commandfor') || (button.form && button.type !== 'button');
  }
  function whenHydrated(element, act) {
    start();
    var until = Date.now() + ${REPLAY_WITHIN_MS};
    (function wait() {
      if (!element.isConnected || Date.now() > until) return;
      if (hydrated(element)) return act();
      setTimeout(wait, ${REPLAY_POLL_MS});
    })();
  }
  addEventListener('click', function (event) {
    var button = event.target instanceof Element && event.target.closest('button');
    if (!button || acted(button) || hydrated(button)) return;
    whenHydrated(button, function () { button.click(); });
  });
  addEventListener('change', function (event) {
    var select = event.target;
    if (!(select instanceof HTMLSelectElement) || hydrated(select)) return;
    var value = select.value;
    whenHydrated(select, function () {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  });
  var lcp = 'largest-contentful-paint';
  if (!window.PerformanceObserver || (PerformanceObserver.supportedEntryTypes || []).indexOf(lcp) < 0) return start();
  new PerformanceObserver(function (list, observer) {
    var pictures = document.querySelectorAll('img[fetchpriority="high"]');
    for (var i = 0; i < pictures.length; i++) if (!pictures[i].complete) return;
    observer.disconnect();
    start();
  }).observe({ type: lcp, buffered: true });
})`.replace(/\n\s*/g, ' ');

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
  const loader = `<script ${LOADER_MARK}="">${LOADER}(${inlineJson(scripts)});</script>`;
  // A function, not a string: the loader holds `$'`, which a replacement string would expand.
  return rewritten.replace('</head>', () => `${loader}</head>`);
}

/** The part of a cache entry's value this rewrite reads (Next.js's `CachedAppPageValue`). */
interface PageValue {
  kind?: string;
  html?: unknown;
}

const rewrittenValues = new WeakMap<object, object>();

/**
 * The cache entry with its page rewritten by `hydrateAfterPaint`, once per entry: Next.js keeps the
 * entry in memory and hands the same value back on each request, so each request after the first
 * gets the same rewritten value (and `withPageEtag` the same ETag) without touching the HTML again.
 */
export function withHydrationAfterPaint<Entry extends { value: unknown }>(entry: Entry): Entry {
  const value = entry.value as PageValue | null;
  if (!value || value.kind !== 'APP_PAGE') return entry;
  let rewritten = rewrittenValues.get(value);
  if (!rewritten) {
    const html = htmlOf(value.html);
    const after = html === null ? null : hydrateAfterPaint(html);
    rewritten = after === null || after === html ? value : { ...value, html: withHtmlText(value.html, after) };
    rewrittenValues.set(value, rewritten);
  }
  return rewritten === value ? entry : { ...entry, value: rewritten };
}
