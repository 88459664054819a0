/**
 * The `Sec-Fetch-Site` values a browser gives a request that no other site's page can have made:
 * `same-origin` (a page of this origin) and `none` (the visitor's own doing: a typed address, a
 * bookmark, a reload). `same-site` is refused too: a sibling host of the same registrable domain
 * is another origin, and this site's pages post to it from this origin only.
 */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Whether a request comes from a page of another origin than `siteOrigin` (the site's own,
 * `https://www.clavis.de`), so that one page elsewhere cannot have its visitors post for it.
 *
 * A browser's `Sec-Fetch-Site` decides when it is sent: anything but `same-origin` or `none` is
 * cross-origin. Without it (an older browser, a client that is not a browser) an `Origin` other
 * than `siteOrigin` is, `null` included. A request with neither (curl, a server's own client) is
 * let through: every browser still in use sends one of the two with a page's POST.
 */
export function isCrossOriginRequest(request: Request, siteOrigin: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null) return !OWN_FETCH_SITES.has(fetchSite.trim().toLowerCase());
  const origin = request.headers.get('origin');
  return origin !== null && origin.trim() !== new URL(siteOrigin).origin;
}
