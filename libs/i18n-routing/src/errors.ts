/** A route, locale or parameter that the routing table cannot turn into a URL. */
export class RoutingError extends Error {
  override name = 'RoutingError';
}
