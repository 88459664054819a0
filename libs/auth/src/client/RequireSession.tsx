'use client';
import { useEffect, type ReactNode } from 'react';
import { useSession } from './useSession';
import type { Session, SessionUser } from './session';

export interface RequireSessionProps {
  /** A group the user must have; without it `forbidden` shows (403). */
  requiredGroup?: string;
  /** While the session is being found out, or the login is on its way. */
  loading: ReactNode;
  /** A session that was lost and could not be renewed (401). */
  unauthorized: ReactNode;
  /** A signed-in user without the required group (403). */
  forbidden: ReactNode;
  children: (session: Session & { user: SessionUser; accessToken: string }) => ReactNode;
}

/**
 * The guard of a protected page: an anonymous visitor leaves for the login and comes back to this
 * URL; a session that could not be renewed shows `unauthorized`; a user without the group,
 * `forbidden`; a partner, the page.
 */
export function RequireSession({ requiredGroup, loading, unauthorized, forbidden, children }: RequireSessionProps) {
  const session = useSession();
  const anonymous = session.status === 'unauthenticated' && session.error === null;

  useEffect(() => {
    if (anonymous) void session.signIn(`${window.location.pathname}${window.location.search}${window.location.hash}`);
  }, [anonymous, session]);

  if (session.status === 'loading' || anonymous) return loading;
  if (session.status === 'unauthenticated' || !session.user || !session.accessToken) return unauthorized;
  if (requiredGroup && !session.user.groups.includes(requiredGroup)) return forbidden;
  return children(session as Session & { user: SessionUser; accessToken: string });
}
