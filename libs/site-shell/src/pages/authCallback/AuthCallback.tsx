'use client';
import { useEffect, useRef } from 'react';
import { AuthProvider, useSession, type AuthClientConfig } from '@clavis/auth/client';
import { safeReturnTo } from '@clavis/auth';

/**
 * Without the provider's answer in the query (`/auth/login?returnTo=...`), the page starts a login
 * that comes back to `returnTo`, accepted only as a same-origin path (else `/`).
 */
function useLoginEntry() {
  const session = useSession();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || session.status === 'loading') return;
    const query = new URLSearchParams(window.location.search);
    if (query.has('state')) return;
    started.current = true;
    const returnTo = safeReturnTo(query.get('returnTo'));
    if (session.status === 'authenticated') window.location.replace(returnTo);
    else void session.signIn(returnTo);
  }, [session]);
  return session;
}

function CallbackStatus({ loading, failed }: { loading: string; failed: Record<string, string> }) {
  const { error } = useLoginEntry();
  return (
    <main id="main">
      <p role="status" aria-live="polite">
        {error ? (failed[error.messageId] ?? error.message) : loading}
      </p>
    </main>
  );
}

/**
 * `/auth/callback`: the provider's answer (`code`+`state` or `error`+`state`) completes the login,
 * then the browser goes to the stored target (or, after an error, to the error path or home).
 * `/auth/login?returnTo=` starts a login.
 */
export function AuthCallback({ config, loading, failed }: { config: AuthClientConfig; loading: string; failed: Record<string, string> }) {
  return (
    <AuthProvider config={config}>
      <CallbackStatus loading={loading} failed={failed} />
    </AuthProvider>
  );
}
