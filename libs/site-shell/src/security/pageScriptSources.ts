import { htmlOf } from '@clavis/next-tuning/cache-handler';
import { inlineScriptSources, SCRIPT_SOURCES_HEADER } from './inlineScripts.js';

/** A cache entry's value as far as its scripts go (Next.js's `CachedAppPageValue`). */
interface PageValue {
  kind?: string;
  html?: unknown;
  headers?: Record<string, unknown> | undefined;
}

const withSources = new WeakMap<object, object>();

/** The hash sources of a page's inline scripts; null for anything but a page with HTML. */
function pageScriptSources(value: PageValue): string | null {
  if (value.kind !== 'APP_PAGE') return null;
  const html = htmlOf(value.html);
  return html === null ? null : inlineScriptSources(html).join(' ');
}

/**
 * The entry with its inline scripts' hash sources among the headers Next.js copies onto each of
 * its responses, worked out once per cache entry (and the same value handed back after, so
 * `withPageEtag` keeps its own once-per-entry work): the instrumentation turns them into the page's
 * Content-Security-Policy without reading the page again (see `securityPolicies`). Next.js
 * writes inline scripts whose content differs per page (its RSC payload), so no one list in the
 * config could allow them.
 */
export function withPageScriptSources<Entry extends { value: unknown }>(entry: Entry): Entry {
  const value = entry.value as PageValue | null;
  if (!value || value.kind !== 'APP_PAGE') return entry;
  let found = withSources.get(value);
  if (!found) {
    const sources = pageScriptSources(value);
    found = sources === null ? value : { ...value, headers: { ...value.headers, [SCRIPT_SOURCES_HEADER]: sources } };
    withSources.set(value, found);
  }
  return found === value ? entry : { ...entry, value: found };
}
