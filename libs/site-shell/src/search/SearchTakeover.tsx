'use client';
import { useCallback, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { SiteSearchProps } from '@clavis/search';
import { LazySiteSearch } from './LazySiteSearch';
import { useFirstMove } from './useFirstMove';

const subscribeNever = () => () => undefined;

/**
 * The search page's UI: the server's script-free shell (the box, and the URL's first results) until
 * the live search, whose code loads on its own, has started. The shell is the server's HTML in the
 * page's flow, outside the search code's Suspense boundary: React streams a large boundary after
 * the page, to be moved in by script, which would hold the results back from the first paint.
 *
 * A visitor who lands on the page with the server's results (a shared link, the header's form sent
 * without script) gets the live search (filters, paging, search as you type) at their first move
 * (`useFirstMove`), and the box does not take the focus: until then the page is complete, its links
 * and its form work, and the search's code would only compete with the first paint and hydration
 * for a phone's CPU. Otherwise (the bare page, a server search that failed, or a visitor who came
 * by a client navigation, typing in the header) it starts at once.
 */
export function SearchTakeover({ shell, ...props }: Omit<SiteSearchProps, 'rendersShell' | 'onStarted'> & { shell: ReactNode }) {
  const [started, setStarted] = useState(false);
  const onStarted = useCallback(() => setStarted(true), []);
  // Rendered first while React hydrated the page's HTML: a landing, not a client navigation.
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const [landed] = useState(hydrating);
  const waitsForVisitor = landed && props.initialResults !== undefined;
  const live = useFirstMove(!waitsForVisitor);
  return (
    <>
      {started ? null : shell}
      {live ? <LazySiteSearch {...props} focusOnArrival={waitsForVisitor ? false : props.focusOnArrival} rendersShell={false} onStarted={onStarted} /> : null}
    </>
  );
}
