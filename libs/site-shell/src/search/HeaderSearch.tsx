import { IconSearch } from '@clavis/design-system';
import { visuallyHidden } from '@clavis/design-system/css';
import { HeaderSearchKeys } from './HeaderSearchKeys';
import * as styles from './HeaderSearch.css';

export const HEADER_SEARCH_INPUT_ID = 'header-search';

/** Where the header keeps what was typed while the search page loads (SiteSearch's `draftKey`). */
export const HEADER_SEARCH_DRAFT_KEY = 'clavis:search-draft';

export interface HeaderSearchProps {
  /** The search page of the current locale (`/suchen`, `/en/search`). */
  searchPath: string;
  label: string;
  placeholder: string;
  submit: string;
}

/**
 * The header's search entry on every page: a plain GET form to the search page (works without
 * script); with script, `/` focuses it and typing goes on on the search page (HeaderSearchKeys).
 */
export function HeaderSearch({ searchPath, label, placeholder, submit }: HeaderSearchProps) {
  return (
    <form role="search" action={searchPath} method="get" className={styles.form}>
      <label htmlFor={HEADER_SEARCH_INPUT_ID} className={visuallyHidden}>
        {label}
      </label>
      <input
        id={HEADER_SEARCH_INPUT_ID}
        className={styles.input}
        type="search"
        name="q"
        placeholder={placeholder}
        autoComplete="off"
        maxLength={256}
        aria-keyshortcuts="/"
      />
      <button type="submit" className={styles.button} aria-label={submit}>
        <IconSearch />
      </button>
      <HeaderSearchKeys inputId={HEADER_SEARCH_INPUT_ID} searchPath={searchPath} draftKey={HEADER_SEARCH_DRAFT_KEY} />
    </form>
  );
}
