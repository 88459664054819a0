'use client';
import type { ReactNode } from 'react';
import { AuthProvider, type AuthClientConfig } from '@clavis/auth/client';
import { clearKeptExtranetPages } from '@clavis/extranet';

/**
 * The login client around an extranet page (header and body share its session). At logout the
 * browser's caches of protected data go too: the pages the tab kept for the back button and a
 * revisit (sessionStorage), and the Cache API's.
 */
export function ExtranetSession({ config, children }: { config: AuthClientConfig; children: ReactNode }) {
  return (
    <AuthProvider config={config} onSignOut={clearCaches}>
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
