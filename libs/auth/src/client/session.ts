import { createContext } from 'react';
import type { AuthError } from '../errors/AuthError';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** The signed-in user, from the ID token. */
export interface SessionUser {
  sub: string;
  name?: string;
  email?: string;
  groups: string[];
}

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  /** The access token for the extranet API (in memory only). */
  accessToken: string | null;
  /** The last identity failure, as one of SPEC section 8's codes. */
  error: AuthError | null;
  /** Leaves for the provider's login; back at `returnTo` (same-origin path; default: this page). */
  signIn(returnTo?: string): Promise<void>;
  /** Clears tokens, caches and the cookie, then leaves through the provider's end-session. */
  signOut(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

const notReady = async () => undefined;

/** What a page rendered on the server (or before the client starts) sees. */
export const LOADING_SESSION: Session = {
  status: 'loading',
  user: null,
  accessToken: null,
  error: null,
  signIn: notReady,
  signOut: notReady,
};

/** Whether two users are the same person with the same name, e-mail and groups. */
export function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.sub === b.sub && a.name === b.name && a.email === b.email && a.groups.length === b.groups.length && a.groups.every((group, index) => group === b.groups[index]);
}

/**
 * Whether a page shows the same for both sessions, so the newer need not render it again: the
 * same status, user, token and error, and, once the session is known, the same actions. While it
 * loads the actions are not compared: nothing may call them then (a guarded page waits, the login
 * link waits), and the client makes new ones as its state settles, which re-rendered every
 * session consumer (the extranet's whole header) two more times per page load for nothing.
 */
export function showsSameAs(current: Session, next: Session): boolean {
  return (
    current.status === next.status &&
    current.accessToken === next.accessToken &&
    current.error === next.error &&
    sameUser(current.user, next.user) &&
    (next.status === 'loading' || (current.signIn === next.signIn && current.signOut === next.signOut))
  );
}
