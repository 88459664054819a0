'use client';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { minWidth, visuallyHidden } from '@clavis/design-system/css';
import { InstantSearch, useHits, Configure } from 'react-instantsearch';
import type { Hit } from 'instantsearch.js';
import { createSearchClient, type InstantSearchClient, type SearchServiceConfig } from '../client/createSearchClient';
import { FacetList } from './FacetList';
import { NoResults, ResultsCount, SearchInput, SortSelect } from './SearchControls';
import { SearchHit, type SearchHitRecord } from './SearchHit';
import { SearchPagination } from './SearchPagination';
import type { SearchLabels } from './searchLabels';
import { searchRouter, searchStateMapping } from './searchRouting';
import * as styles from './SiteSearch.css';

export interface SiteSearchProps {
  /** The index of the page's market and locale (`germany_de`). */
  indexName: string;
  locale: string;
  labels: SearchLabels;
  /** The search service (SPEC.md section 3); the embedded engine when Algolia is not configured. */
  config?: SearchServiceConfig;
  /** A ready client instead of `config` (stories, the extranet's token-carrying client). */
  searchClient?: InstantSearchClient;
  /** Keep query and refinements in the URL. @default true */
  routing?: boolean;
  /** Focus the box on arrival. @default true */
  focusOnArrival?: boolean;
  /** Results per page. @default 10 */
  hitsPerPage?: number;
  /** The sessionStorage key under which a search entry elsewhere (the header) leaves what was typed while this page loaded. */
  draftKey?: string;
}

function HitList({ labels, locale }: { labels: SearchLabels; locale: string }) {
  const { items } = useHits<SearchHitRecord>();
  if (items.length === 0) return null;
  return (
    <ol className={styles.hitList}>
      {items.map((hit) => (
        <li key={hit.objectID}>
          <SearchHit hit={hit as Hit<SearchHitRecord>} typeLabel={labels.types[hit.type] ?? hit.type} locale={locale} />
        </li>
      ))}
    </ol>
  );
}

const subscribeNever = () => () => undefined;
const SHELL_INPUT_ID = 'site-search-shell';

/** The form the server renders: the same box, which InstantSearch replaces once the page runs script. */
function SearchShell({ labels }: { labels: SearchLabels }) {
  return (
    <div className={styles.root}>
      <form role="search" className={styles.searchBox} method="get">
        <label htmlFor={SHELL_INPUT_ID} className={visuallyHidden}>
          {labels.label}
        </label>
        <input id={SHELL_INPUT_ID} className={styles.input} type="search" name="q" placeholder={labels.placeholder} autoComplete="off" maxLength={256} />
        <button className={styles.button} type="submit">
          {labels.submit}
        </button>
      </form>
    </div>
  );
}

/**
 * The site search (react-instantsearch): search as you type, highlighted hits, refinement lists
 * by type, category and year, sorting, pagination, the no-results message, the state in the URL.
 */
export function SiteSearch(props: SiteSearchProps) {
  // InstantSearch runs in the browser only: the server's HTML and the hydration render are the
  // shell, so the URL's state never has to match a server render (App Router hydration).
  const inBrowser = useSyncExternalStore(subscribeNever, () => true, () => false);
  // What was typed into the shell before the page ran script (read while the shell is still there).
  const shellDraft = useMemo(() => (inBrowser ? (document.getElementById(SHELL_INPUT_ID) as HTMLInputElement | null)?.value || null : null), [inBrowser]);
  return inBrowser ? <LiveSearch {...props} shellDraft={shellDraft} /> : <SearchShell labels={props.labels} />;
}

function LiveSearch({ indexName, locale, labels, config, searchClient, routing = true, focusOnArrival = true, hitsPerPage = 10, shellDraft, draftKey }: SiteSearchProps & { shellDraft: string | null }) {
  const client = useMemo(() => searchClient ?? createSearchClient(config).searchClient, [searchClient, config]);
  const routingOption = useMemo(() => (routing ? { router: searchRouter(), stateMapping: searchStateMapping(indexName) } : undefined), [routing, indexName]);
  // On a phone the filters start folded, so the results come first into view.
  const [filtersOpen] = useState(() => typeof window.matchMedia !== 'function' || window.matchMedia(minWidth('tablet')).matches);
  const pageLabel = (page: number, total: number) => labels.page.replace('{page}', String(page)).replace('{total}', String(total));
  return (
    <InstantSearch
      searchClient={client as never}
      indexName={indexName}
      routing={routingOption as never}
      future={{ preserveSharedStateOnUnmount: true }}
      insights={false}
    >
      {/* The long text travels only as its snippet. */}
      <Configure
        hitsPerPage={hitsPerPage}
        attributesToSnippet={['text:28']}
        snippetEllipsisText="…"
        attributesToRetrieve={['title', 'type', 'url', 'image', 'date', 'category']}
      />
      <div className={styles.root}>
        <SearchInput labels={labels} focusOnArrival={focusOnArrival} draft={shellDraft} draftKey={draftKey} />
        <aside aria-label={labels.filters}>
          <details className={styles.filterDetails} open={filtersOpen}>
            <summary className={styles.filterSummary}>{labels.filters}</summary>
            <div className={styles.filters}>
              <SortSelect labels={labels} indexName={indexName} />
              <FacetList attribute="type" legend={labels.facetType} labelOf={(value) => labels.types[value] ?? value} />
              <FacetList attribute="category" legend={labels.facetCategory} />
              <FacetList attribute="year" legend={labels.facetYear} />
            </div>
          </details>
        </aside>
        <section className={styles.results} aria-label={labels.label}>
          <ResultsCount labels={labels} locale={locale} />
          <NoResults labels={labels} />
          <HitList labels={labels} locale={locale} />
          <SearchPagination label={labels.page.replace(/\{.*$/, '').trim() || labels.next} previous={labels.previous} next={labels.next} pageLabel={pageLabel} />
        </section>
      </div>
    </InstantSearch>
  );
}
