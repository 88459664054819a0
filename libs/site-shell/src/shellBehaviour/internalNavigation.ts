/**
 * The same-origin URL (path and query) a click on a link will navigate to, or null when the click
 * leaves the page to the browser: another origin, a new tab or window, a download, a modified or
 * non-primary click, or only a hash change on the current page.
 */
export function internalNavigationTarget(event: MouseEvent, location: Location): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return null;
  const target = url.pathname + url.search;
  return target === location.pathname + location.search ? null : target;
}
