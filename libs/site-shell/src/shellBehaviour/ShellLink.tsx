'use client';
import NextLink from 'next/link';
import type { LinkComponentProps } from '@clavis/design-system';
import { browserConnection, prefetchAllowed } from './connection';

/**
 * A file, not a page: a link the browser saves (`download`) or one to an API route. next/link
 * would prefetch it as a page as soon as it is on screen, and a prefetch of an extranet download
 * link (`/api/extranet/files/...`, `/api/extranet/zip/...`) fetches the file, streams a whole
 * gallery folder as a ZIP, and writes a download nobody made into the audit file.
 */
function isFile({ href, download }: LinkComponentProps): boolean {
  return (download !== undefined && download !== false) || /^\/api(\/|$)/.test(href);
}

/**
 * The design-system link in the apps: `next/link` (client-side navigation), with prefetch off on
 * 2g or data-saver connections. How many prefetches run at once is `limitPrefetches`' job. Files
 * get a plain `<a>`: nothing to navigate to in the app, nothing to prefetch.
 */
export function ShellLink(props: LinkComponentProps) {
  if (isFile(props)) {
    const { children, ...anchor } = props;
    return <a {...anchor}>{children}</a>;
  }
  return <NextLink {...props} prefetch={prefetchAllowed(browserConnection()) ? undefined : false} />;
}
