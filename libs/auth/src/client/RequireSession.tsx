'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { onSignedIn, type SignedIn } from './signedIn';
import { useSession } from './useSession';
import { sameUser, type Session, type SessionUser } from './session';

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
 * The session as the guarded part shows it: while the provider's session is still loading, the
 * signed-in session the client has just announced (`onSignedIn`), as an update of this part alone.
 * The provider shows it to the whole page as a transition, after the rest of the page (the header,
 * the menus) has rendered it: measured at a quarter of the CPU, the page's content, whose data was
 * asked for with the announced token, waited for that render after its data had come.
 */
function useAnnouncedSession(session: Session): Session {
  const [announced, setAnnounced] = useState<SignedIn | null>(null);
  const loading = session.status === 'loading';
  useEffect(() => (loading ? onSignedIn(setAnnounced) : undefined), [loading]);
  if (!announced) return session;
  if (loading) return { ...session, status: 'authenticated', user: announced.user, accessToken: announced.accessToken };
  // Once the provider's session comes, the same user stays the same object: what the guarded part
  // made of it (the content's view) holds instead of rendering again.
  if (session.user && session.user !== announced.user && sameUser(session.user, announced.user)) return { ...session, user: announced.user };
  return session;
}

/**
 * The guard of a protected page: an anonymous visitor leaves for the login and comes back to this
 * URL; a session that could not be renewed shows `unauthorized`; a user without the group,
 * `forbidden`; a partner, the page.
 */
export function RequireSession({ requiredGroup, loading, unauthorized, forbidden, children }: RequireSessionProps) {
  const session = useAnnouncedSession(useSession());
  const anonymous = session.status === 'unauthenticated' && session.error === null;

  useEffect(() => {
    if (anonymous) void session.signIn(`${window.location.pathname}${window.location.search}${window.location.hash}`);
  }, [anonymous, session]);

  if (session.status === 'loading' || anonymous) return loading;
  if (session.status === 'unauthenticated' || !session.user || !session.accessToken) return unauthorized;
  if (requiredGroup && !session.user.groups.includes(requiredGroup)) return forbidden;
  return children(session as Session & { user: SessionUser; accessToken: string });
}
