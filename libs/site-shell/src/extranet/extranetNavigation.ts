import type { IntlShape } from '@formatjs/intl';
import type { NavigationItem } from '@clavis/design-system';
import { areaOfRoute, extranetAreas, mayOpen } from '@clavis/extranet';
import { localizePath, matchPath, type LocaleCode, type Market, type RouteName } from '@clavis/i18n-routing';

/** An area of the extranet's header navigation: its index route, URL and name in the page's locale. */
export interface ExtranetNavArea {
  route: RouteName;
  href: string;
  label: string;
}

/** The extranet's areas for its header, in the locale (catalogues, bulletins, gallery, products, BU Italia documentation, search). */
export function extranetNavAreas({ market, locale, intl }: { market: Market; locale: LocaleCode; intl: IntlShape<string> }): ExtranetNavArea[] {
  return extranetAreas.map(({ route, labelId }) => ({ route, href: localizePath({ market, locale, route }), label: intl.formatMessage({ id: labelId }) }));
}

/**
 * The header's entries for a partner: the areas their groups open (an area they may not open is
 * left out, not offered as a way to a 403 screen), the one of the address bar's page marked
 * current. While the session is not known yet (`groups` null: the prerendered shell, the silent
 * check), the areas every partner opens.
 */
export function extranetNavigation(
  areas: readonly ExtranetNavArea[],
  { market, pathname, groups }: { market: Market; pathname: string | null; groups: readonly string[] | null },
): NavigationItem[] {
  const match = pathname ? matchPath({ market, pathname }) : null;
  const current = match ? areaOfRoute(match.route)?.route : undefined;
  return areas
    .filter((area) => mayOpen(area.route, groups ?? ['partner']))
    .map(({ route, href, label }) => ({ label, href, ...(route === current ? { current: true } : {}) }));
}
