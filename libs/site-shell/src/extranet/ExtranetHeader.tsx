'use client';
import { useSession } from '@clavis/auth/client';
import { SiteHeader, type SiteHeaderProps } from '@clavis/design-system';
import type { Market } from '@clavis/i18n-routing';
import { useAddressBarPath } from './addressBarPath';
import { extranetNavigation, type ExtranetNavArea } from './extranetNavigation';
import * as styles from './ExtranetHeader.css';

export interface ExtranetHeaderProps extends Omit<SiteHeaderProps, 'navigation'> {
  market: Market;
  /** Every area, in the page's locale (extranetNavAreas); the partner's groups choose among them. */
  areas: readonly ExtranetNavArea[];
  /** The way back to the public site: the locale's home. */
  publicSite: { href: string; label: string };
}

/**
 * The header of the extranet pages: the extranet's own navigation instead of the public site's
 * (its areas by the signed-in partner's groups, the current one marked, both known in the browser
 * only, as the shell is one prerendered page for every extranet URL), and a way back to the public
 * site in the utility band (the phone menu's foot).
 */
export function ExtranetHeader({ market, areas, publicSite, utility, menuUtility = utility, ...header }: ExtranetHeaderProps) {
  const session = useSession();
  const pathname = useAddressBarPath();
  const groups = session.status === 'authenticated' && session.user ? session.user.groups : null;
  const back = (
    <a href={publicSite.href} className={styles.publicSite} data-public-site="">
      {publicSite.label}
    </a>
  );
  return (
    <SiteHeader
      {...header}
      navigation={extranetNavigation(areas, { market, pathname, groups })}
      utility={
        <>
          {back}
          {utility}
        </>
      }
      menuUtility={
        <>
          {back}
          {menuUtility}
        </>
      }
    />
  );
}
