'use client';
import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { IconChevronRight, IconClose, IconMenu } from '../Icon/icons';
import { ProviderLink } from '../private/ProviderLink';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './MobileMenu.css';
import { visuallyHiddenOnPhone } from '../../css/focusRing.css';

export interface MobileMenuItem {
  label: string;
  href: string;
  current?: boolean;
}

export interface MobileMenuProps {
  navigation: readonly MobileMenuItem[];
  /** Name of the navigation landmark inside the panel. @default 'Main' */
  label?: string;
  /** @default 'Menu' */
  openLabel?: string;
  /** @default 'Close menu' */
  closeLabel?: string;
  /** Extra links under the list (contact, login). */
  footer?: ReactNode;
}

/**
 * The small-screen navigation: a button and a panel under the header (`MOBILE_MENU_ANCHOR`).
 *
 * The panel is a popover the button names (`popovertarget`), so the browser does the work, with or
 * without the page's scripts: pages hydrate after their largest paint, and a menu that waited for
 * React did nothing on a first tap. The browser exposes the button's expanded state, closes the
 * panel on Escape or a tap outside it, and gives focus back to the button. The button's icon and
 * name follow the panel's state in CSS; open, it shows its icon alone, as the close label is
 * longer than the bar has room for on a phone ('Schließen'). Following a link closes the panel.
 */
export function MobileMenu({ navigation, label = 'Main', openLabel = 'Menu', closeLabel = 'Close menu', footer }: MobileMenuProps) {
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // A client-side navigation keeps the header mounted: a followed link, in the list or the
  // footer, closes the panel on the way.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) panelRef.current?.hidePopover?.();
  };

  return (
    <div className={styles.menu}>
      <button type="button" className={styles.toggle} popoverTarget={panelId}>
        <span className={styles.whenClosed}>
          <IconMenu />
          <span className={visuallyHiddenOnPhone}>{openLabel}</span>
        </span>
        <span className={styles.whenOpen}>
          <IconClose />
          <VisuallyHidden>{closeLabel}</VisuallyHidden>
        </span>
      </button>
      {/* Not a control: it hears the clicks of its links (a pointer or Enter), whichever they are. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div ref={panelRef} id={panelId} popover="auto" className={styles.panel} onClick={closeOnLink}>
        <nav aria-label={label}>
          <ul className={styles.list}>
            {navigation.map((item) => (
              <li key={item.href}>
                <ProviderLink href={item.href} className={styles.link} aria-current={item.current ? 'page' : undefined}>
                  {item.label}
                  <IconChevronRight />
                </ProviderLink>
              </li>
            ))}
          </ul>
        </nav>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
