'use client';
import NextLink from 'next/link';
import type { LinkComponentProps } from '@clavis/design-system';
import { browserConnection, prefetchAllowed } from './connection';

/**
 * The design-system link in the apps: `next/link` (client-side navigation), with prefetch off on
 * 2g or data-saver connections. How many prefetches run at once is `limitPrefetches`' job.
 */
export function ShellLink(props: LinkComponentProps) {
  return <NextLink {...props} prefetch={prefetchAllowed(browserConnection()) ? undefined : false} />;
}
