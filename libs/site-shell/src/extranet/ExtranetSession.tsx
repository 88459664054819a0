'use client';
import { useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { AuthProvider, useSession, type AuthClientConfig } from '@clavis/auth/client';
import { loginClient } from '@clavis/auth/login-client';
import { clearKeptExtranetPages } from '@clavis/extranet';
import { endExtranetSession } from './endExtranetSession';

/**
 * The login client around an extranet page (header and body share its session). Every extranet
 * page needs the OIDC client (a partner's silent check, or the login), so it comes with the page's
 * scripts rather than as a chunk asked for after hydration: the silent check, the token and the
 * partner's data start that much sooner. At logout the site ends the partner's download links, and
 * the browser's caches of protected data go too: the pages the tab kept for the back button and a
 * revisit (sessionStorage), and the Cache API's.
 */
export function ExtranetSession({ config, children }: { config: AuthClientConfig; children: ReactNode }) {
  const accessToken = useRef<string | null>(null);
  // Read as the logout starts: the session shows no token from then on.
  const signOut = useCallback(() => Promise.all([endExtranetSession(accessToken.current), clearCaches()]).then(() => undefined), []);
  return (
    <AuthProvider config={config} onSignOut={signOut} client={loginClient}>
      <KeepAccessToken into={accessToken} />
      {children}
    </AuthProvider>
  );
}

/** Keeps the session's latest access token for the logout, which runs outside React. */
function KeepAccessToken({ into }: { into: RefObject<string | null> }) {
  const { accessToken } = useSession();
  useEffect(() => {
    if (accessToken) into.current = accessToken;
  }, [accessToken, into]);
  return null;
}

async function clearCaches(): Promise<void> {
  clearKeptExtranetPages();
  if (typeof caches === 'undefined') return;
  try {
    await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  } catch {
    // A browser without the Cache API (or with storage blocked) has nothing to clear.
  }
}
