import type { TuningSwitches } from '../switches.ts';
import { withHydrationAfterPaint } from './hydrationAfterPaint.ts';
import { withPageEtag } from './pageEtag.ts';

/** A cache entry as Next.js's cache handler reads it. */
type Entry = { value: unknown };

/**
 * What a cache entry becomes on its way to the response, independent of where it is stored: the
 * page hydrates after its largest paint (`withHydrationAfterPaint`, switch `hydrationAfterPaint`)
 * and carries its ETag (`withPageEtag`, switch `pageEtag`), both worked out once per entry. With
 * both off, entries pass as they are.
 */
export function servedPageRewrite(switches: Pick<TuningSwitches, 'hydrationAfterPaint' | 'pageEtag'>): <E extends Entry>(entry: E) => E {
  const { hydrationAfterPaint, pageEtag } = switches;
  if (hydrationAfterPaint && pageEtag) return (entry) => withPageEtag(withHydrationAfterPaint(entry));
  if (hydrationAfterPaint) return withHydrationAfterPaint;
  if (pageEtag) return withPageEtag;
  return (entry) => entry;
}
