import { LISTING_QUERY_KEYS } from '@clavis/blocks/listing';

/**
 * The proxy rewrites a listing's URL with a view in its query (`/nachrichten?page=2`) to
 * `/{locale}/_view/{the view}/{the listing's segments}`: a path of its own, so Next.js renders the
 * view's page once and caches it like the prebuilt first page (the query alone would reach the
 * first page's HTML). No public path starts with `_`.
 */
export const LISTING_VIEW_SEGMENT = '_view';

/** The view of a URL query in one form: the listing parameters alone, in a fixed order, none empty; '' for none. */
export function listingViewQuery(search: string): string {
  const params = new URLSearchParams(search);
  const view = new URLSearchParams();
  for (const key of LISTING_QUERY_KEYS) {
    const value = params.get(key);
    if (value && !(key === 'page' && value === '1')) view.set(key, value);
  }
  return view.toString();
}

// A view is a URL query, ASCII already (URLSearchParams percent-encodes the rest).
function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(segment: string): string | null {
  try {
    return atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}

/** The catch-all's segments of a listing's view (the view as one URL-safe segment), or null for the default view. */
export function listingViewSegments(search: string, segments: readonly string[]): string[] | null {
  const view = listingViewQuery(search);
  return view ? [LISTING_VIEW_SEGMENT, toBase64Url(view), ...segments] : null;
}

/**
 * The catch-all's segments without a listing view in front, and the view's query: null without one,
 * `false` for a view segment the proxy did not write.
 */
export function readListingView(segments: readonly string[] | undefined): { path: readonly string[] | undefined; view: string | null | false } {
  if (segments?.[0] !== LISTING_VIEW_SEGMENT) return { path: segments, view: null };
  const view = fromBase64Url(segments[1] ?? '');
  const path = segments.slice(2);
  return { path, view: view !== null && view !== '' && listingViewQuery(view) === view ? view : false };
}
