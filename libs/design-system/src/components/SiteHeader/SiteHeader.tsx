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
  /** Name of the same navigation in the phone menu: landmarks of one role need distinct names. @default `${navigation} (menu)` */
  menuNavigation: string;
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
  /** Small links in a dark band above the bar on desktop (contact, extranet login); the foot of the phone menu too. */
  utility?: ReactNode;
  /**
   * What the phone menu shows under its list in place of `utility`. Both are in the page: when
   * `utility` holds a landmark (a language `<nav>`), give the menu's copy a name of its own here.
   * @default utility
   */
  menuUtility?: ReactNode;
  labels?: Partial<SiteHeaderLabels>;
}

const defaultLabels: Omit<SiteHeaderLabels, 'menuNavigation'> = { navigation: 'Main', home: 'Home', openMenu: 'Menu', closeMenu: 'Close menu' };

/**
 * The sticky page header: logo linking home, the main navigation on desktop and a menu button
 * that opens the same navigation on smaller screens.
 */
export function SiteHeader({ logo, homeHref = '/', navigation, actions, utility, menuUtility = utility, labels }: SiteHeaderProps) {
  const base = { ...defaultLabels, ...labels };
  const text: SiteHeaderLabels = { ...base, menuNavigation: labels?.menuNavigation ?? `${base.navigation} (menu)` };
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
                label={text.menuNavigation}
                footer={menuUtility}
              />
            </div>
          </div>
        </div>
      </Container>
    </header>
  );
}
