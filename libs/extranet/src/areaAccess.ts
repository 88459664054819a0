import { getRoute, isRouteName, type RouteName } from '@clavis/i18n-routing';

/** The group an extranet route needs: the one the route table declares, else `partner`. */
export function requiredGroupOf(route: RouteName): string {
  return getRoute(route).requiredGroup ?? 'partner';
}

/** Whether a partner with these groups may open an extranet route (the API and the page's guard check the same). */
export function mayOpen(route: RouteName, groups: readonly string[]): boolean {
  return groups.includes(requiredGroupOf(route));
}

/** Whether a name is one of the route table's extranet routes (`extranet`, `extranet-...`). */
export function isExtranetRoute(name: unknown): name is RouteName {
  return isRouteName(name) && (name === 'extranet' || name.startsWith('extranet-'));
}
