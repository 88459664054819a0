import { getRoute, type AccessGroup, type RouteName } from '@clavis/i18n-routing';
import { EXTRANET_SHELL_SEGMENT } from '../paths/extranetShellSegment';
import type { LayoutName } from '../render/pageContract';

/** The extranet's areas, each the routes under one section of DESIGN.md section 5. */
export const extranetAreas = ['home', 'catalogues', 'documentation-bu-italy', 'bulletins', 'photo-gallery', 'products', 'search'] as const;
export type ExtranetArea = (typeof extranetAreas)[number];

export function extranetAreaOf(route: string): ExtranetArea {
  if (route === 'extranet') return 'home';
  if (route.startsWith('extranet-catalogues')) return 'catalogues';
  if (route.startsWith('extranet-documentation-bu-italy')) return 'documentation-bu-italy';
  if (route.startsWith('extranet-bulletins')) return 'bulletins';
  if (route.startsWith('extranet-photo-gallery')) return 'photo-gallery';
  if (route === 'extranet-search') return 'search';
  return 'products';
}

/** The group an extranet route needs, as the route table declares it (the API checks the same). */
export function requiredGroupFor(route: RouteName): AccessGroup {
  return getRoute(route).requiredGroup ?? 'partner';
}

/** SPEC section 2: extranet home, bulletins and products search in plain `extranet`, the rest with the pre-footer. */
export function extranetLayoutFor(route: string): Extract<LayoutName, 'extranet' | 'extranet-with-prefooter'> {
  const area = extranetAreaOf(route);
  return area === 'home' || area === 'bulletins' || area === 'search' ? 'extranet' : 'extranet-with-prefooter';
}

export const extranetShellLayouts = ['extranet', 'extranet-with-prefooter'] as const;

/** The internal path an extranet URL is served from: its locale's prebuilt shell in its layout. */
export function extranetShellPath(locale: string, route: string): string {
  return `/${locale}/${EXTRANET_SHELL_SEGMENT}/${extranetLayoutFor(route)}`;
}
