'use client';
import { AuthProvider, useSession, type AuthClientConfig } from '@clavis/auth/client';

function CallbackStatus({ loading, failed }: { loading: string; failed: Record<string, string> }) {
  const { error } = useSession();
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
 */
export function AuthCallback({ config, loading, failed }: { config: AuthClientConfig; loading: string; failed: Record<string, string> }) {
  return (
    <AuthProvider config={config}>
      <CallbackStatus loading={loading} failed={failed} />
    </AuthProvider>
  );
}
