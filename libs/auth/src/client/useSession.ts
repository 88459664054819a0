import { useContext } from 'react';
import { SessionContext, type Session } from './session';

/** The session of the surrounding `AuthProvider`. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <AuthProvider>');
  return session;
}
