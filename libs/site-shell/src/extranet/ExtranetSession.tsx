'use client';
import type { ReactNode } from 'react';
import { AuthProvider, type AuthClientConfig } from '@clavis/auth/client';
import { loginClient } from '@clavis/auth/login-client';
import { clearKeptExtranetPages } from '@clavis/extranet';

/**
 * The login client around an extranet page (header and body share its session). Every extranet
 * page needs the OIDC client (a partner's silent check, or the login), so it comes with the page's
 * scripts rather than as a chunk asked for after hydration: the silent check, the token and the
 * partner's data start that much sooner. At logout the browser's caches of protected data go too:
 * the pages the tab kept for the back button and a revisit (sessionStorage), and the Cache API's.
 */
export function ExtranetSession({ config, children }: { config: AuthClientConfig; children: ReactNode }) {
  return (
    <AuthProvider config={config} onSignOut={clearCaches} client={loginClient}>
      {children}
    </AuthProvider>
  );
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
