'use client';
import { useCallback, useState, type ReactNode } from 'react';
import type { SiteSearchProps } from '@clavis/search';
import { LazySiteSearch } from './LazySiteSearch';

/**
 * The search page's UI: the server's script-free shell (the box, and the URL's first results) until
 * the live search, whose code loads on its own, has started. The shell is the server's HTML in the
 * page's flow, outside the search code's Suspense boundary: React streams a large boundary after
 * the page, to be moved in by script, which would hold the results back from the first paint.
 */
export function SearchTakeover({ shell, ...props }: Omit<SiteSearchProps, 'rendersShell' | 'onStarted'> & { shell: ReactNode }) {
  const [started, setStarted] = useState(false);
  const onStarted = useCallback(() => setStarted(true), []);
  return (
    <>
      {started ? null : shell}
      <LazySiteSearch {...props} rendersShell={false} onStarted={onStarted} />
    </>
  );
}
