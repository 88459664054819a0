'use client';
import { useEffect, useState, type ComponentType, type MouseEvent } from 'react';
import type { PartnerSessionProps } from './PartnerSession';
import * as styles from './PartnerLoginEntry.css';
import { PartnerLoginLabel } from './PartnerLoginLabel';

export interface PartnerLoginEntryProps extends Omit<PartnerSessionProps, 'signInNow' | 'extranetHref'> {
  /** The locale's extranet home: where the login leads, and the link without script. */
  href: string;
}

// Kept literal here, not imported from @clavis/auth/client: an anonymous visitor's public page
// must not load the OIDC client to find out it is not needed.
const SESSION_COOKIE = /(?:^|;\s*)clavis\.is\.authenticated=/;

/**
 * The header's partner-login entry on every page. For anonymous visitors it is a plain link; the
 * login client loads only on its click or when the is-authenticated cookie says a session may
 * exist (then it shows the partner's name and the logout button).
 */
export function PartnerLoginEntry({ href, ...sessionProps }: PartnerLoginEntryProps) {
  const [Session, setSession] = useState<ComponentType<PartnerSessionProps> | null>(null);
  const [signInNow, setSignInNow] = useState(false);

  const load = () => import('./PartnerSession').then((module) => setSession(() => module.PartnerSession));

  useEffect(() => {
    if (SESSION_COOKIE.test(document.cookie)) void load();
  }, []);

  if (Session) return <Session {...sessionProps} extranetHref={href} signInNow={signInNow} />;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setSignInNow(true);
    void load().catch(() => window.location.assign(href));
  };
  return (
    <a className={styles.entry} href={href} onClick={onClick} data-partner-login="">
      <PartnerLoginLabel text={sessionProps.labels.login} />
    </a>
  );
}
