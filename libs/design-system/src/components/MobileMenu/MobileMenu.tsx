'use client';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { IconChevronRight, IconClose, IconMenu } from '../Icon/icons';
import { ProviderLink } from '../private/ProviderLink';
import * as styles from './MobileMenu.css';

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
 * The small-screen navigation: a disclosure button (`aria-expanded`) and a panel under the header.
 * Escape closes it and returns focus to the button; following a link closes it.
 */
export function MobileMenu({ navigation, label = 'Main', openLabel = 'Menu', closeLabel = 'Close menu', footer }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <IconClose /> : <IconMenu />}
        <span>{open ? closeLabel : openLabel}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <nav aria-label={label}>
          <ul className={styles.list}>
            {navigation.map((item) => (
              <li key={item.href}>
                <ProviderLink
                  href={item.href}
                  className={styles.link}
                  aria-current={item.current ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                  <IconChevronRight />
                </ProviderLink>
              </li>
            ))}
          </ul>
        </nav>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </>
  );
}
