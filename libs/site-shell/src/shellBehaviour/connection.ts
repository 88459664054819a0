/** The Network Information API's part we read (Chromium only; elsewhere prefetch stays on). */
interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** SPEC.md section 9: no link prefetch on 2g or with data saver on. */
export function prefetchAllowed(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

export function browserConnection(): NetworkInformation | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: NetworkInformation }).connection;
}
