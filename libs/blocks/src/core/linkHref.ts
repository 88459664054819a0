import { linkHref, type Link } from '@clavis/cms-client';
import type { BlockContext } from './types';

/** The href of a CMS link field on the current market's site, or null when it leads nowhere. */
export function blockHref(link: Link | undefined | null, context: Pick<BlockContext, 'market'>): string | null {
  return linkHref(link, { market: context.market });
}

/** Whether an href leaves the site (opened in a new tab with a spoken hint). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//.test(href);
}
