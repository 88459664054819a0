'use client';
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * The address bar's path: the shell serves every extranet URL of its layout, so only the browser
 * knows it. Null while the prerendered shell hydrates (its own path is the shell's, not the URL's),
 * then the router's pathname, which follows every client-side navigation: from one gallery folder
 * or product category to the next the shell stays mounted, and only this says the page changed.
 */
export function useAddressBarPath(): string | null {
  const pathname = usePathname();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? pathname : null;
}
