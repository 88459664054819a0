/**
 * The Next.js minor this package's patches were verified on (its `peerDependencies` pin it too):
 * they rely on private details of Next.js (see README), which a minor release may change.
 */
export const VERIFIED_NEXT_MINOR = '16.4';

/** The warning for a Next.js version other than the verified minor; null for the verified one. */
export function unverifiedNextWarning(version: string): string | null {
  const [major, minor] = version.split('.');
  if (`${major}.${minor}` === VERIFIED_NEXT_MINOR) return null;
  return `@clavis/next-tuning: verified on Next.js ${VERIFIED_NEXT_MINOR}.x, running ${version}; its patches rely on private Next.js details (see its README). Turn one off with its CLAVIS_TUNING_* variable if pages misbehave.`;
}
