/**
 * Routes the story pages do not serve: the extranet, which its prebuilt shell serves
 * (extranet/ExtranetShellPage) without reading its stories on the server.
 */
export function notServedHere(route: string): boolean {
  return route.startsWith('extranet');
}
