'use client';
import { createContext, use, useCallback, useEffect, useState, type ReactNode } from 'react';

const ReportUnauthorized = createContext<() => void>(() => undefined);

/**
 * The frame of an extranet page: its layout, until the page finds the session lost (the login
 * could not be renewed, or the API refused the token). Then the 401 screen takes the whole page,
 * on the empty layout (SPEC.md section 2): no header, navigation or footer.
 */
export function ExtranetFrame({ unauthorized, children }: { unauthorized: ReactNode; children: ReactNode }) {
  const [lost, setLost] = useState(false);
  const report = useCallback(() => setLost(true), []);
  if (lost) return unauthorized;
  return <ReportUnauthorized value={report}>{children}</ReportUnauthorized>;
}

/** Rendered where a page finds its session lost: hands the page over to the frame's 401 screen. */
export function SessionLost() {
  const report = use(ReportUnauthorized);
  useEffect(() => report(), [report]);
  return null;
}
