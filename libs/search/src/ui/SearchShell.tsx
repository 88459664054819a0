import { visuallyHidden } from '@clavis/design-system/css';
import type { InitialResults } from './searchPageQuery';
import type { Hit } from 'instantsearch.js';
import type { SearchHitRecord } from './SearchHit';
import { NoResultsMessage, resultsCountText, SearchResultItems, StatusLine } from './SearchResultItems';
import type { SearchLabels } from './searchLabels';
import * as styles from './SiteSearch.css';

/** The id of the shell's box: SiteSearch takes over what was typed into it before the page ran script. */
const SHELL_INPUT_ID = 'site-search-shell';

/** The id of the shell's filters: SiteSearch keeps them unfolded when the visitor unfolded them. */
const SHELL_FILTERS_ID = 'site-search-shell-filters';

/** The shell's box on the page, if it is there. */
export const shellInput = (): HTMLInputElement | null => document.getElementById(SHELL_INPUT_ID) as HTMLInputElement | null;

/** Whether the shell's filters are on the page and unfolded. */
export const shellFiltersOpen = (): boolean => (document.getElementById(SHELL_FILTERS_ID) as HTMLDetailsElement | null)?.open === true;

/**
 * The search without script: the same box SiteSearch shows, as a plain GET form, and the server's
 * first results in the live search's layout. The server renders it (a server component too: no
 * hooks, no InstantSearch), and SiteSearch replaces it once the page runs script.
 */
export function SearchShell({
  labels,
  locale,
  initialResults,
  defaultQuery,
  keepFocus,
}: {
  labels: SearchLabels;
  locale: string;
  /** The results of the URL's search, when the server ran it. */
  initialResults?: InitialResults;
  /** What was typed into the box this one replaces. */
  defaultQuery?: string;
  /** The box this one replaces had the focus. */
  keepFocus?: boolean;
}) {
  return (
    <div className={styles.root}>
      <form role="search" className={styles.searchBox} method="get">
        <label htmlFor={SHELL_INPUT_ID} className={visuallyHidden}>
          {labels.label}
        </label>
        {/* The focus stays where it was: autoFocus only when the replaced box had it. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <input id={SHELL_INPUT_ID} className={styles.input} type="search" name="q" placeholder={labels.placeholder} autoComplete="off" maxLength={256} defaultValue={defaultQuery ?? initialResults?.query} autoFocus={keepFocus} />
        <button className={styles.button} type="submit">
          {labels.submit}
        </button>
      </form>
      {initialResults ? (
        <>
          {/* Where the live search's filters unfold: the results stay where they are when it takes over. */}
          <aside aria-label={labels.filters}>
            <details id={SHELL_FILTERS_ID} className={styles.filterDetails}>
              <summary className={styles.filterSummary}>{labels.filters}</summary>
            </details>
          </aside>
          <section className={styles.results} aria-label={labels.label}>
            <StatusLine text={resultsCountText(labels, initialResults.nbHits, locale)} />
            {initialResults.nbHits === 0 ? (
              <NoResultsMessage labels={labels}>
                <a className={styles.secondaryButton} href="?">
                  {labels.reset}
                </a>
              </NoResultsMessage>
            ) : (
              <SearchResultItems hits={initialResults.hits as Hit<SearchHitRecord>[]} labels={labels} locale={locale} />
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
