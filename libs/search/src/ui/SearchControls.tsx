import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useInstantSearch, useSearchBox, useSortBy } from 'react-instantsearch';
import { visuallyHidden } from '@clavis/design-system/css';
import { truncateQuery } from '../searchLimits';
import { takeDraft } from './headerDraft';
import type { InitialResults } from './searchPageQuery';
import { NoResultsMessage, resultsCountText, StatusLine } from './SearchResultItems';
import type { SearchLabels } from './searchLabels';
import * as styles from './SiteSearch.css';

/** Search as you type; focused on arrival with the caret after what was typed (from the header entry). */
export function SearchInput({
  labels,
  focusOnArrival,
  takeOverShell,
  draftKey,
}: {
  labels: SearchLabels;
  focusOnArrival: boolean;
  /** The script-free search form this box replaces: what was typed into it, and whether it has the focus. */
  takeOverShell?: () => { draft: string | null; focused: boolean };
  draftKey?: string;
}) {
  const { query, refine: refineSearch } = useSearchBox();
  // The engine refuses a longer query: what is typed past its limits is not asked.
  const refine = (text: string) => refineSearch(truncateQuery(text));
  const [value, setValue] = useState(query);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  // A query from elsewhere (Back, the reset button) is shown; while someone types here, answers
  // to earlier keystrokes must not overwrite the box.
  useEffect(() => {
    if (document.activeElement !== input.current) setValue(query);
  }, [query]);
  // A layout effect: the focus moves in the very commit that replaced the page, so no keystroke
  // falls between the header entry and this box.
  useLayoutEffect(() => {
    // Keystrokes typed into the header entry while this page loaded.
    const shell = takeOverShell?.();
    const draft = shell?.draft || (draftKey ? takeDraft(draftKey, query) : null);
    if (draft !== null) {
      setValue(draft);
      refine(draft);
      if (input.current) input.current.value = draft;
    }
    // Someone typing into the form this box replaces keeps typing here.
    if (!(focusOnArrival || shell?.focused) || !input.current) return;
    input.current.focus();
    const end = input.current.value.length;
    input.current.setSelectionRange(end, end);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusOnArrival]);
  return (
    <form
      role="search"
      className={styles.searchBox}
      onSubmit={(event) => {
        event.preventDefault();
        refine(value);
        input.current?.blur();
      }}
    >
      <label htmlFor={id} className={visuallyHidden}>
        {labels.label}
      </label>
      <input
        ref={input}
        id={id}
        className={styles.input}
        type="search"
        name="q"
        value={value}
        placeholder={labels.placeholder}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={256}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          refine(event.currentTarget.value);
        }}
      />
      <button className={styles.button} type="submit">
        {labels.submit}
      </button>
    </form>
  );
}

/** The number of results, announced to screen readers as it changes; the server's until the first answer. */
export function ResultsCount({ labels, locale, initial }: { labels: SearchLabels; locale: string; initial?: InitialResults }) {
  const { results, status } = useInstantSearch();
  const count = results.__isArtificial ? (initial?.nbHits ?? null) : results.nbHits;
  return <StatusLine text={resultsCountText(labels, count, locale)} busy={status === 'loading' || status === 'stalled'} />;
}

/** Relevance, or newest or oldest first (the date replicas). */
export function SortSelect({ labels, indexName }: { labels: SearchLabels; indexName: string }) {
  const { options, currentRefinement, refine } = useSortBy({
    items: [
      { value: indexName, label: labels.sortRelevance },
      { value: `${indexName}_date_desc`, label: labels.sortNewest },
      { value: `${indexName}_date_asc`, label: labels.sortOldest },
    ],
  });
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={styles.legend} style={{ display: 'block' }}>
        {labels.sortBy}
      </label>
      <select id={id} className={styles.select} value={currentRefinement} onChange={(event) => refine(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** SPEC.md section 8's message when nothing matches, with a button that clears query and filters. */
export function NoResults({ labels, initial }: { labels: SearchLabels; initial?: InitialResults }) {
  const { results, indexUiState, setIndexUiState } = useInstantSearch();
  const nbHits = results.__isArtificial ? initial?.nbHits : results.nbHits;
  if (nbHits !== 0) return null;
  const filtered = Boolean(indexUiState.query) || Object.values(indexUiState.refinementList ?? {}).some((values) => values.length > 0);
  if (!filtered) return null;
  return (
    <NoResultsMessage labels={labels}>
      <button type="button" className={styles.secondaryButton} onClick={() => setIndexUiState({ query: '', refinementList: {}, page: 0 })}>
        {labels.reset}
      </button>
    </NoResultsMessage>
  );
}
