/**
 * Routes the story pages do not serve: search (another issue; until then it answers like an unknown
 * path) and the extranet, which its prebuilt shell serves (extranet/ExtranetShellPage) without
 * reading its stories on the server.
 */
export function notServedHere(route: string): boolean {
  return route === 'search' || route.startsWith('extranet');
}
