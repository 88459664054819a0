'use client';
import type { ReactNode } from 'react';
import { LOADING_SESSION, SessionContext, type Session } from '../client/session';

export interface SessionPreviewProps {
  /** The session the children see; what is left out is the loading session's. */
  session: Partial<Session>;
  children: ReactNode;
}

/**
 * A fixed session for stories and component tests: the children's `useSession()` answers `session`
 * without an identity provider (no login, no tokens, no network).
 */
export function SessionPreview({ session, children }: SessionPreviewProps) {
  return <SessionContext value={{ ...LOADING_SESSION, ...session }}>{children}</SessionContext>;
}
