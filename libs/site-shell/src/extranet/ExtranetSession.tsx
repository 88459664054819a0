'use client';
import type { ReactNode } from 'react';
import { AuthProvider, type AuthClientConfig } from '@clavis/auth/client';

/**
 * The login client around an extranet page (header and body share its session). At logout the
 * browser's caches of protected data go too (the Cache API; the extranet view keeps its own data
 * in memory, gone with the page).
 */
export function ExtranetSession({ config, children }: { config: AuthClientConfig; children: ReactNode }) {
  return (
    <AuthProvider config={config} onSignOut={clearCaches}>
      {children}
    </AuthProvider>
  );
}

async function clearCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  } catch {
    // A browser without the Cache API (or with storage blocked) has nothing to clear.
  }
}
