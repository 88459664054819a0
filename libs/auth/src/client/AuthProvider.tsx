'use client';
import { startTransition, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { toAuthError } from '../errors/toAuthError';
import type { AuthClientConfig } from './authClientConfig';
import type { OidcSessionProps } from './OidcSession';
import { LOADING_SESSION, SessionContext, showsSameAs, type Session } from './session';
import { hasSessionCookie } from './sessionCookie';
import { announceSession } from './signedIn';

/** The OIDC client's module (`OidcSession`): loaded on demand, or handed over by a page that always needs it (`loginClient`). */
export type LoginClient = Pick<typeof import('./OidcSession'), 'OidcSession' | 'pageClient'>;

let requested: Promise<LoginClient> | undefined;

/** The client the page passed, or its chunk, asked for once per page. */
function loadClient(client?: LoginClient): Promise<LoginClient> {
  if (client) return Promise.resolve(client);
  requested ??= import('./OidcSession');
  return requested;
}

let startedEarly = false;

/**
 * A browser whose cookie says a session may exist makes the page's client and starts its silent
 * check from AuthProvider's first render (as the page hydrates; the frame is added after the
 * provider's metadata, in a task of its own), rather than after the session component mounts, a
 * few renders after hydration. Once per page.
 */
function startClientEarly(config: AuthClientConfig, client: LoginClient | undefined): void {
  if (startedEarly || typeof document === 'undefined' || !hasSessionCookie()) return;
  startedEarly = true;
  loadClient(client).then(
    (loaded) => loaded.pageClient(config),
    // Its failure is AuthProvider's to show, once it mounts; not an unhandled rejection meanwhile.
    () => undefined,
  );
}

export interface AuthProviderProps {
  config: AuthClientConfig;
  /** Runs at logout before the provider's end-session, and in every other tab the logout ends: clear the caches of protected data. */
  onSignOut?: () => void | Promise<void>;
  /**
   * The OIDC client itself, for a page that always needs it (the extranet's: a partner's session
   * or the login): its code comes with the page's own scripts instead of a chunk asked for once the
   * page has hydrated. @default loaded on demand
   */
  client?: LoginClient;
  children: ReactNode;
}

/**
 * The login state of a page (SPEC section 4): loading first, then authenticated or not. The OIDC
 * client (`OidcSession`: the callback, the silent check with the is-authenticated cookie, renewal,
 * logout) is its own chunk, loaded once the page has hydrated: the page's first task does not
 * carry it, and a page whose session never resolves stays usable. A client that cannot be loaded
 * leaves the session unauthenticated with the error (a guarded page shows its 401 screen).
 */
export function AuthProvider({ config, onSignOut, client, children }: AuthProviderProps) {
  startClientEarly(config, client);
  const [session, setSession] = useState<Session>(LOADING_SESSION);
  const [OidcSession, setOidcSession] = useState<ComponentType<OidcSessionProps> | null>(null);
  // A new session renders the page's guarded parts as a transition: in slices the browser can
  // interleave with its own work, not in one long task as the page loads. One the page would show
  // the same way keeps the current object, so no consumer renders again.
  // Its token is announced first, so a guarded page's data request need not wait for that render.
  const showSession = useCallback((next: Session) => {
    announceSession(next);
    startTransition(() => setSession((current) => (showsSameAs(current, next) ? current : next)));
  }, []);
  useEffect(() => {
    let current = true;
    loadClient(client).then(
      (module) => current && setOidcSession(() => module.OidcSession),
      (error: unknown) => current && setSession({ ...LOADING_SESSION, status: 'unauthenticated', error: toAuthError(error) }),
    );
    return () => {
      current = false;
    };
  }, [client]);
  return (
    <SessionContext value={session}>
      {OidcSession ? <OidcSession config={config} onSignOut={onSignOut} onSession={showSession} /> : null}
      {children}
    </SessionContext>
  );
}
