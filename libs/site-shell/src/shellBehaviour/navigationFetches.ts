type Fetch = typeof fetch;

const isRequest = (input: RequestInfo | URL): input is Request => typeof Request !== 'undefined' && input instanceof Request;

function header(input: RequestInfo | URL, init: RequestInit | undefined, name: string): string | null {
  if (init?.headers) return new Headers(init.headers).get(name);
  return isRequest(input) ? input.headers.get(name) : null;
}

/**
 * The page (path and query) a request of Next's router navigates to, or null for anything else:
 * a navigation is a GET with the `rsc` header, without the prefetch header or a server action.
 */
export function navigationTarget(input: RequestInfo | URL, init?: RequestInit): string | null {
  if (header(input, init, 'rsc') !== '1' || header(input, init, 'next-router-prefetch') || header(input, init, 'next-action')) return null;
  const method = init?.method ?? (isRequest(input) ? input.method : 'GET');
  if (method.toUpperCase() !== 'GET') return null;
  const url = new URL(isRequest(input) ? input.url : String(input), window.location.href);
  url.searchParams.delete('_rsc');
  return url.pathname + url.search;
}

/**
 * `fetch` that tells `onNavigation` when the router starts loading a page it has not prefetched:
 * programmatic navigations (router.push) get the loading bar too, and a failed chunk knows
 * which page it was for.
 */
export function watchNavigationFetches(fetchImpl: Fetch, onNavigation: (target: string) => void): Fetch {
  return function watchedFetch(input, init) {
    const target = navigationTarget(input, init);
    // Outside the router's transition, so the bar's update renders at once.
    if (target) queueMicrotask(() => onNavigation(target));
    return fetchImpl(input, init);
  };
}
