import { IconDocument, IconKey, IconSearch } from '@clavis/design-system';
import type { RouteName } from '@clavis/i18n-routing';
import type { ComponentType } from 'react';

export { mayOpen } from '../../areaAccess';

export interface ExtranetArea {
  route: RouteName;
  /** Message id of its name. */
  labelId: string;
  icon: ComponentType;
}

/**
 * The areas the extranet home and header link to (SPEC.md section 2's extranet routes). The one
 * only some partners open comes last: the header shows every partner's areas before the session
 * is known, and the BU Italia documentation, added then, moves none of them.
 */
export const extranetAreas: readonly ExtranetArea[] = [
  { route: 'extranet-catalogues', labelId: 'nav.catalogues', icon: IconDocument },
  { route: 'extranet-bulletins', labelId: 'nav.newsBulletins', icon: IconDocument },
  { route: 'extranet-photo-gallery', labelId: 'nav.photoGallery', icon: IconKey },
  { route: 'extranet-products', labelId: 'nav.products', icon: IconKey },
  { route: 'extranet-search', labelId: 'nav.search', icon: IconSearch },
  { route: 'extranet-documentation-bu-italy', labelId: 'nav.documentationBuItaly', icon: IconDocument },
];

/** The area a route belongs to (its first path segment below `/extranet`), null for the extranet home. */
export function areaOfRoute(route: RouteName): ExtranetArea | null {
  return extranetAreas.find((area) => route === area.route || route.startsWith(`${area.route}-`)) ?? null;
}
