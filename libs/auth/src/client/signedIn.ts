import type { Session, SessionUser } from './session';

/** A signed-in session's token and user, as the page's guarded parts need them to ask for data. */
export interface SignedIn {
  accessToken: string;
  user: SessionUser;
}

type Listener = (signedIn: SignedIn) => void;

const listeners = new Set<Listener>();
let latest: SignedIn | null = null;

/**
 * Hears the page's signed-in session as soon as the OIDC client has it, before the page renders it
 * (the session reaches the components as a transition, a few tasks later): a guarded page starts
 * its data request with the token at once. Told at once of the current one if the partner is signed
 * in already, then of each new token. Returns the way to stop listening.
 */
export function onSignedIn(listener: Listener): () => void {
  listeners.add(listener);
  if (latest) listener(latest);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells the listeners of a token the client has just received (once per token). */
export function announceSignedIn(signedIn: SignedIn): void {
  if (latest?.accessToken === signedIn.accessToken) return;
  latest = signedIn;
  for (const listener of [...listeners]) listener(signedIn);
}

/** The same for a session the page is about to show; one that is signed out is forgotten. */
export function announceSession(session: Session): void {
  if (session.status === 'authenticated' && session.accessToken && session.user) announceSignedIn({ accessToken: session.accessToken, user: session.user });
  else if (session.status === 'unauthenticated') latest = null;
}
