'use client';
import { useCallback, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { minWidth } from '@clavis/design-system/css';
import { InstantSearch, useHits, Configure } from 'react-instantsearch';
import type { Hit } from 'instantsearch.js';
import {
  createSearchClient,
  type InstantSearchClient,
  type SearchServiceConfig,
} from '../client/createSearchClient';
import { FacetList } from './FacetList';
import { NoResults, ResultsCount, SearchInput, SortSelect } from './SearchControls';
import type { SearchHitRecord } from './SearchHit';
import { HIT_PARAMS, HITS_PER_PAGE, type InitialResults } from './searchPageQuery';
import { SearchPagination } from './SearchPagination';
import { SearchResultItems } from './SearchResultItems';
import { SearchShell, shellFiltersOpen, shellInput } from './SearchShell';
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
  /**
   * The URL's results as the server found them (`searchPageRequest`'s answer): the page shows them
   * from its first paint, without script too, until the live search has answered.
   */
  initialResults?: InitialResults;
  /** The sessionStorage key under which a search entry elsewhere (the header) leaves what was typed while this page loaded. */
  draftKey?: string;
  /**
   * Whether this renders the script-free SearchShell until the live search has started. False
   * where the page renders the shell itself, outside this component's code (site-shell's
   * SearchTakeover), and takes it away on `onStarted`. @default true
   */
  rendersShell?: boolean;
  /** The live search has rendered (InstantSearch started): the shell can go. */
  onStarted?: () => void;
}

/** The live search's hits; the server's while the live search has not answered yet. */
function HitList({ labels, locale, initial }: { labels: SearchLabels; locale: string; initial?: InitialResults }) {
  // Unescaped: SearchHit renders the values as text, with HIGHLIGHT_TAGS as marks.
  const { items, results } = useHits<SearchHitRecord>({ escapeHTML: false });
  const hits = results?.__isArtificial ? (initial?.hits ?? []) : items;
  return <SearchResultItems hits={hits as Hit<SearchHitRecord>[]} labels={labels} locale={locale} />;
}

const subscribeNever = () => () => undefined;

/**
 * The site search (react-instantsearch): search as you type, highlighted hits, refinement lists
 * by type, category and year, sorting, pagination, the no-results message, the state in the URL.
 */
export function SiteSearch(props: SiteSearchProps) {
  // InstantSearch runs in the browser only: the server's HTML and the hydration render are the
  // shell, so the URL's state never has to match a server render (App Router hydration).
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  // The shell on the page before this render replaces it: what was typed into it, and whether it has the focus.
  const shell = useMemo(() => (inBrowser ? takeOverShell() : { draft: null, focused: false }), [inBrowser]);
  if (inBrowser) return <LiveSearch {...props} shell={shell} />;
  return props.rendersShell === false ? null : <SearchShell labels={props.labels} locale={props.locale} initialResults={props.initialResults} />;
}

/** Rendered inside InstantSearch, which renders nothing until its first effect has started the search. */
function OnStart({ onStart }: { onStart: () => void }) {
  useLayoutEffect(onStart, [onStart]);
  return null;
}

function LiveSearch({
  indexName,
  locale,
  labels,
  config,
  searchClient,
  routing = true,
  focusOnArrival = true,
  hitsPerPage = HITS_PER_PAGE,
  initialResults,
  rendersShell = true,
  onStarted,
  shell,
  draftKey,
}: SiteSearchProps & { shell: { draft: string | null; focused: boolean } }) {
  const client = useMemo(
    () => searchClient ?? createSearchClient(config).searchClient,
    [searchClient, config],
  );
  const routingOption = useMemo(
    () =>
      routing ? { router: searchRouter(), stateMapping: searchStateMapping(indexName) } : undefined,
    [routing, indexName],
  );
  // On a phone the filters start folded, so the results come first into view, unless the visitor
  // unfolded the shell's.
  const [filtersOpen, setFiltersOpen] = useState(
    () => shellFiltersOpen() || typeof window.matchMedia !== 'function' || window.matchMedia(minWidth('tablet')).matches,
  );
  const pageLabel = (page: number, total: number) =>
    labels.page.replace('{page}', String(page)).replace('{total}', String(total));
  // InstantSearch renders nothing in its first commit; the shell stays until it renders, so the
  // page below does not jump up and back (the shift Lighthouse measured on /suchen).
  const [started, setStarted] = useState(false);
  // The box this one replaces: the shell beside InstantSearch, which starts with the server's shell's draft.
  const takeOverShells = useCallback(() => {
    const now = takeOverShell();
    return { draft: now.draft ?? shell.draft, focused: now.focused };
  }, [shell]);
  const markStarted = useCallback(() => {
    // Unfolded while the search's code loaded (the tap that started it): they stay unfolded.
    if (shellFiltersOpen()) setFiltersOpen(true);
    setStarted(true);
    onStarted?.();
  }, [onStarted]);
  return (
    <>
      <InstantSearch
        searchClient={client as never}
        indexName={indexName}
        routing={routingOption as never}
        future={{ preserveSharedStateOnUnmount: true }}
        insights={false}
      >
        <Configure hitsPerPage={hitsPerPage} {...HIT_PARAMS} />
        <OnStart onStart={markStarted} />
        <div className={styles.root}>
          <SearchInput
            labels={labels}
            focusOnArrival={focusOnArrival}
            takeOverShell={takeOverShells}
            draftKey={draftKey}
          />
          <aside aria-label={labels.filters}>
            <details className={styles.filterDetails} open={filtersOpen}>
              <summary className={styles.filterSummary}>{labels.filters}</summary>
              <div className={styles.filters}>
                <SortSelect labels={labels} indexName={indexName} />
                <FacetList
                  attribute="type"
                  legend={labels.facetType}
                  labelOf={(value) => labels.types[value] ?? value}
                />
                <FacetList attribute="category" legend={labels.facetCategory} />
                <FacetList attribute="year" legend={labels.facetYear} />
              </div>
            </details>
          </aside>
          <section className={styles.results} aria-label={labels.label}>
            <ResultsCount labels={labels} locale={locale} initial={initialResults} />
            <NoResults labels={labels} initial={initialResults} />
            <HitList labels={labels} locale={locale} initial={initialResults} />
            <SearchPagination
              label={labels.page.replace(/\{.*$/, '').trim() || labels.next}
              previous={labels.previous}
              next={labels.next}
              pageLabel={pageLabel}
            />
          </section>
        </div>
      </InstantSearch>
      {started || !rendersShell ? null : (
        <SearchShell labels={labels} locale={locale} initialResults={initialResults} defaultQuery={shell.draft ?? undefined} keepFocus={shell.focused} />
      )}
    </>
  );
}

/** The shell's box as the live box takes over: what was typed into it, and whether it has the focus. */
function takeOverShell() {
  const input = shellInput();
  // Typed into, not the URL's query the server put there.
  const draft = input && input.value !== input.defaultValue ? input.value : null;
  return { draft, focused: input !== null && document.activeElement === input };
}
