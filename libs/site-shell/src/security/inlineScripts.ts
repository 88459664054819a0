// Loaded by Node from dist/ (the cache handler) and bundled by Turbopack (the instrumentation): no
// relative imports, which would need a .js ending for the one and none for the other.
import { createHash } from 'node:crypto';

/** `'sha256-…'`: the CSP source that allows exactly this inline script. */
export const scriptHashSource = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

// An inline script of the HTML: no `src`, and a type the browser runs (none, a JavaScript type or a module).
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const RUNNABLE_TYPE = /^(?:module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

function runs(attributes: string): boolean {
  if (SRC_ATTRIBUTE.test(attributes)) return false;
  const type = TYPE_ATTRIBUTE.exec(attributes)?.[1];
  return type === undefined || RUNNABLE_TYPE.test(type);
}

/** The hash sources of every inline script a page's HTML runs, in order, without repeats. */
export function inlineScriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (runs(attributes)) sources.add(scriptHashSource(body));
  }
  return [...sources];
}

/**
 * The response header in which a cached page carries its inline scripts' sources, from the cache
 * handler to the instrumentation, which makes the page's Content-Security-Policy of them and drops
 * this header (`securityPolicies`).
 */
export const SCRIPT_SOURCES_HEADER = 'x-clavis-script-sources';
