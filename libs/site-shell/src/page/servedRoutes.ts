/** Routes other issues serve (search, the extranet shell); until then they answer like unknown paths. */
export function notServedHere(route: string): boolean {
  return route === 'search' || route.startsWith('extranet');
}
