import type { ReactNode } from 'react';
import { Container } from '../Container/Container';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { ProviderLink } from '../private/ProviderLink';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './SiteHeader.css';

export interface NavigationItem {
  label: string;
  href: string;
  /** The current page or section: marked `aria-current="page"`. */
  current?: boolean;
}

export interface SiteHeaderLabels {
  /** Name of the main navigation landmark. @default 'Main' */
  navigation: string;
  /** Accessible name of the home link around the logo. @default 'Home' */
  home: string;
  /** @default 'Menu' */
  openMenu: string;
  /** @default 'Close menu' */
  closeMenu: string;
}

export interface SiteHeaderProps {
  /** Usually `<Logo />`. */
  logo: ReactNode;
  /** @default '/' */
  homeHref?: string;
  navigation: readonly NavigationItem[];
  /** Search, account, language: shown on every screen size. */
  actions?: ReactNode;
  /** Small links in a dark band above the bar on desktop (contact, extranet login). */
  utility?: ReactNode;
  labels?: Partial<SiteHeaderLabels>;
}

const defaultLabels: SiteHeaderLabels = { navigation: 'Main', home: 'Home', openMenu: 'Menu', closeMenu: 'Close menu' };

/**
 * The sticky page header: logo linking home, the main navigation on desktop and a menu button
 * that opens the same navigation on smaller screens.
 */
export function SiteHeader({ logo, homeHref = '/', navigation, actions, utility, labels }: SiteHeaderProps) {
  const text = { ...defaultLabels, ...labels };
  return (
    <header className={styles.header}>
      {utility ? (
        <div className={styles.utility}>
          <Container width="wide">
            <div className={styles.utilityInner}>{utility}</div>
          </Container>
        </div>
      ) : null}
      <Container width="wide">
        <div className={styles.bar}>
          <ProviderLink href={homeHref} className={styles.home}>
            {logo}
            <VisuallyHidden>{` ${text.home}`}</VisuallyHidden>
          </ProviderLink>
          <nav aria-label={text.navigation} className={styles.nav}>
            <ul className={styles.navList}>
              {navigation.map((item) => (
                <li key={item.href}>
                  <ProviderLink href={item.href} className={styles.navLink} aria-current={item.current ? 'page' : undefined}>
                    {item.label}
                  </ProviderLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            {actions}
            <div className={styles.mobileOnly}>
              <MobileMenu
                navigation={navigation}
                openLabel={text.openMenu}
                closeLabel={text.closeMenu}
                label={`${text.navigation} (menu)`}
                footer={utility}
              />
            </div>
          </div>
        </div>
      </Container>
    </header>
  );
}
