import type { ReactNode } from 'react';
import type { Hit } from 'instantsearch.js';
import { formatCount } from '../client/formatCount';
import { SearchHit, type SearchHitRecord } from './SearchHit';
import type { SearchLabels } from './searchLabels';
import * as styles from './SiteSearch.css';

/**
 * The result list: the live search's hits, or the server's first ones before it answers. No
 * InstantSearch in it, so that the server renders it too.
 */
export function SearchResultItems({ hits, labels, locale }: { hits: readonly Hit<SearchHitRecord>[]; labels: SearchLabels; locale: string }) {
  if (hits.length === 0) return null;
  return (
    <ol className={styles.hitList}>
      {hits.map((hit) => (
        <li key={hit.objectID}>
          <SearchHit hit={hit} typeLabel={labels.types[hit.type] ?? hit.type} locale={locale} />
        </li>
      ))}
    </ol>
  );
}

/** The results count's text; empty until there are results to count. */
export function resultsCountText(labels: SearchLabels, count: number | null, locale: string): string {
  return count === null ? '' : formatCount(labels.results, count, locale);
}

/** The line the results count lives in (a polite live region), with or without the live search. */
export function StatusLine({ text, busy = false }: { text: string; busy?: boolean }) {
  return (
    <p className={styles.status} role="status" aria-live="polite" aria-busy={busy}>
      {text}
    </p>
  );
}

/** The no-results message and its way back (the live search's button, or a link without script). */
export function NoResultsMessage({ labels, children }: { labels: SearchLabels; children: ReactNode }) {
  return (
    <div className={styles.noResults}>
      <p>{labels.noResults}</p>
      {children}
    </div>
  );
}
