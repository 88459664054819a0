'use client';
import { useDocumentTitle } from '@clavis/extranet';

/** Sets the document title while rendered (a screen the prerendered shell shows in place of the page). */
export function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}
