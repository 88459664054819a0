'use client';
import { lazyComponent, startIntlOffThread } from '@clavis/design-system';

/**
 * The browser's Intl started on a worker thread for the page's language: the live search formats its
 * count and its hits' dates, and a page's first number or date format otherwise starts ICU on the main
 * thread (50-100 ms on a desktop CPU, four times that on a phone's).
 */
const intlStarted = () => (typeof document === 'undefined' ? Promise.resolve() : startIntlOffThread(document.documentElement.lang || 'en'));

/**
 * The search UI's code (InstantSearch, the search client): fetched where the search page renders,
 * or ahead when the header's search entry gets the focus; never part of every page's chunks. It
 * takes over from the server's shell once its code is here and Intl has started off the main thread.
 */
export const loadSiteSearch = () => Promise.all([import('@clavis/search'), intlStarted()]).then(([module]) => module.SiteSearch);

/** `@clavis/search`'s SiteSearch, its code loaded only where it renders (see lazyComponent). */
export const LazySiteSearch = lazyComponent(loadSiteSearch);
