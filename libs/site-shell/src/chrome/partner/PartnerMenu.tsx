'use client';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useSession } from '@clavis/auth/client';
import { IconLogout } from '@clavis/design-system';
import { visuallyHiddenOnPhone } from '@clavis/design-system/css';
import * as styles from './PartnerLoginEntry.css';
import { PartnerLoginLabel } from './PartnerLoginLabel';

export interface PartnerMenuLabels {
  login: string;
  logout: string;
}

export interface PartnerMenuProps {
  labels: PartnerMenuLabels;
  /** Where the login leads (the locale's extranet home). */
  loginHref: string;
  /** Start the login as soon as the session is known to be anonymous. */
  signInNow?: boolean;
  /**
   * A page for signed-in partners (the extranet): while the session is found out, the name's box
   * and the logout hold their place, and the name keeps one width, so nothing in the header moves
   * when it comes. @default false
   */
  holdPlace?: boolean;
}

/** The header's session entry: the partner's name and logout once signed in, else the login link. */
export function PartnerMenu({ labels, loginHref, signInNow, holdPlace = false }: PartnerMenuProps) {
  const session = useSession();
  const started = useRef(false);

  useEffect(() => {
    if (!signInNow || started.current || session.status !== 'unauthenticated') return;
    started.current = true;
    void session.signIn(loginHref);
  }, [signInNow, session, loginHref]);

  const signedIn = session.status === 'authenticated' && session.user;
  if (signedIn || (holdPlace && session.status === 'loading')) {
    const name = session.user ? (session.user.name ?? session.user.email ?? session.user.sub) : '';
    return (
      <span className={styles.menu} data-partner-session={signedIn ? '' : undefined}>
        <span className={`${styles.name} ${holdPlace ? styles.heldName : ''} ${visuallyHiddenOnPhone}`} title={holdPlace && name ? name : undefined}>
          {name}
        </span>
        {/* On a phone an icon, as the login's: with the logo and the menu, the word took a second row. */}
        <button type="button" className={styles.logout} onClick={() => void session.signOut()} disabled={!signedIn}>
          <span className={styles.icon} aria-hidden="true">
            <IconLogout />
          </span>
          <span className={visuallyHiddenOnPhone}>{labels.logout}</span>
        </button>
      </span>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0 || session.status === 'loading') return;
    event.preventDefault();
    void session.signIn(loginHref);
  };
  return (
    <a className={styles.entry} href={loginHref} onClick={onClick} data-partner-login="">
      <PartnerLoginLabel text={labels.login} />
    </a>
  );
}
