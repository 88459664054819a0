/** Routes other issues serve (the extranet shell); until then they answer like unknown paths. */
export function notServedHere(route: string): boolean {
  return route.startsWith('extranet');
}
