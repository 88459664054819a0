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
