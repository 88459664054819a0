'use client';
import { useEffect } from 'react';

/** Sets the document title while rendered (a screen the prerendered shell shows in place of the page). */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
